import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { Label } from '../Label';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { defaultValue: 'monthly', 'aria-label': 'Billing cycle' },
  render: (args) => (
    <RadioGroup {...args}>
      <div className="flex items-center gap-3">
        <RadioGroupItem value="monthly" id="billing-monthly" />
        <Label htmlFor="billing-monthly">Monthly</Label>
      </div>
      <div className="flex items-center gap-3">
        <RadioGroupItem value="yearly" id="billing-yearly" />
        <Label htmlFor="billing-yearly">Yearly (Save up to 20%)</Label>
      </div>
      <div className="flex items-center gap-3">
        <RadioGroupItem value="lifetime" id="billing-lifetime" disabled />
        <Label htmlFor="billing-lifetime">Lifetime (not offered)</Label>
      </div>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NothingChosen: Story = { args: { defaultValue: undefined } };
export const ChosenWithArrowKeys: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Lifetime (not offered)' })).toBeDisabled();
    canvas.getByRole('radio', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowDown>}');
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Yearly (Save up to 20%)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('yearly');
  },
};
export const Disabled: Story = {
  args: { disabled: true, onValueChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Yearly (Save up to 20%)'));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
export const LongLabels: Story = {
  render: (args) => (
    <RadioGroup {...args} className="max-w-sm">
      <div className="flex items-start gap-3">
        <RadioGroupItem value="monthly" id="long-monthly" className="mt-0.5" />
        <Label htmlFor="long-monthly" className="leading-snug">
          {longText}
        </Label>
      </div>
    </RadioGroup>
  ),
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme, args: { defaultValue: 'yearly' } };
