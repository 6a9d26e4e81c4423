import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { secondTheme } from '../../stories/fixtures';
import { QuantityInput, type QuantityInputProps } from './QuantityInput';

function Stateful(props: QuantityInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/QuantityInput',
  component: QuantityInput,
  args: { value: 1, onChange: fn(), itemName: 'Lip Scrub' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity of Lip Scrub' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Lip Scrub' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field).toHaveValue(2);
    await expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue(1);
    await expect(decrease).toBeDisabled();
  },
};
export const AtMaximum: Story = {
  args: { value: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Lip Scrub' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Lip Scrub' })).toBeEnabled();
  },
};
/** Typed numbers are kept while typing and clamped to 1..99 when the field is left or Enter is pressed. */
export const WithoutSteppers: Story = {
  args: { steppers: false, value: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.tab();
    await expect(field).toHaveValue(99);
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveValue(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};
export const Disabled: Story = {
  args: { disabled: true, value: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await expect(field).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Lip Scrub' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Lip Scrub' })).toBeDisabled();
    await userEvent.type(field, '5');
    await expect(field).toHaveValue(2);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const SecondTheme: Story = { ...secondTheme, args: { value: 4 } };
