import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondTheme } from '../../stories/fixtures';
import { Label } from '../Label';
import { FieldError, Input } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { placeholder: 'you@example.com', type: 'email', 'aria-label': 'Email' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="email">Email</Label>
      <Input {...args} id="email" aria-label={undefined} />
    </div>
  ),
};
export const WithError: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="email-invalid">Email</Label>
      <Input {...args} id="email-invalid" aria-label={undefined} defaultValue="not-an-email" aria-invalid aria-describedby="email-error" />
      <FieldError id="email-error">Please provide a valid email</FieldError>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ama@example.com' } };
export const SecondTheme: Story = { ...secondTheme, render: WithError.render };
