import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { secondTheme } from '../../stories/fixtures';
import { Label } from '../Label';
import { Select } from './Select';

const roles = [
  { value: 'consumer', label: 'Consumer' },
  { value: 'dermatologist', label: 'Dermatologist' },
  { value: 'brand_admin', label: 'Brand admin' },
  { value: 'admin', label: 'Admin' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: roles, defaultValue: 'consumer', id: 'role' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="role">Role</Label>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Role' });
    await expect(field).toHaveValue('consumer');
    await userEvent.selectOptions(field, 'Dermatologist');
    await expect(field).toHaveValue('dermatologist');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('option', { name: 'Dermatologist' })).toHaveProperty('selected', true);
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Role' });
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue('consumer');
  },
};
/** Refused by its form: the field is marked for sight and for screen readers. */
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const SecondTheme: Story = { ...secondTheme };
