import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

export const Default: Story = {};
export const AtMaximum: Story = { args: { value: 99 } };
export const WithoutSteppers: Story = { args: { steppers: false, value: 3 } };
export const Disabled: Story = { args: { disabled: true, value: 2 } };
export const SecondTheme: Story = { ...secondTheme, args: { value: 4 } };
