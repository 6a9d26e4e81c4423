import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longText, secondTheme } from '../../stories/fixtures';
import { Label } from '../Label';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { id: 'concern-dryness' },
  render: (args) => (
    <div className="flex max-w-sm items-center gap-3">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Dryness</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Toggled: Story = {
  args: { onCheckedChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Dryness'));
    await expect(canvas.getByRole('checkbox', { name: 'Dryness' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Dryness' })).toBePartiallyChecked();
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, onCheckedChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Dryness' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Dryness'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const LongLabel: Story = {
  render: (args) => (
    <div className="flex max-w-sm items-start gap-3">
      <Checkbox {...args} className="mt-0.5" />
      <Label htmlFor={args.id} className="leading-snug">
        {longText}
      </Label>
    </div>
  ),
};
export const SecondTheme: Story = { ...secondTheme, args: { defaultChecked: true } };
