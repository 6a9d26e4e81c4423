import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
/** Refused by its form: the field is marked for sight and for screen readers. */
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const SecondTheme: Story = { ...secondTheme };
