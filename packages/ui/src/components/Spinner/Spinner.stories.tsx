import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondTheme } from '../../stories/fixtures';
import { LoadingState, Skeleton, Spinner } from './Spinner';

const meta = { title: 'Primitives/Loading', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true, label: 'Loading products...' } };
export const Section: Story = { render: () => <LoadingState label="Loading products..." /> };
export const Skeletons: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
    </div>
  ),
};
export const SecondTheme: Story = { ...secondTheme, render: Section.render };
