import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longText, secondTheme } from '../../stories/fixtures';
import { Toaster } from './Toaster';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '1', type: 'success', message: 'Cart updated' },
      { id: '2', type: 'error', message: 'Failed to add item to cart' },
      { id: '3', type: 'loading', message: 'Processing payment...' },
      { id: '4', type: 'blank', message: 'Removed from favorites' },
    ],
  },
  decorators: [(Story) => <div className="h-80"><Story /></div>],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { toasts: [] } };
export const LongText: Story = { args: { toasts: [{ id: '1', type: 'error', message: longText }] } };
export const SecondTheme: Story = { ...secondTheme };
