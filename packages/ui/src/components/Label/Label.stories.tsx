import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText, secondTheme } from '../../stories/fixtures';
import { Input } from '../Input';
import { Label } from './Label';

const meta = { title: 'Primitives/Label', component: Label, args: { children: 'First name', htmlFor: 'first-name' } } satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

const withField: Story['render'] = (args) => (
  <div className="flex max-w-sm flex-col gap-2">
    <Label {...args} />
    <Input id="first-name" />
  </div>
);

export const Default: Story = { render: withField };
export const LongText: Story = { args: { children: longText }, render: withField };
export const SecondTheme: Story = { ...secondTheme, render: withField };
