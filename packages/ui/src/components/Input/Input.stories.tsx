import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Email'));
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'ama@example.com');
    await expect(field).toHaveValue('ama@example.com');
    await expect(field).toBeValid();
  },
};
export const WithError: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="email-invalid">Email</Label>
      <Input {...args} id="email-invalid" aria-label={undefined} defaultValue="not-an-email" aria-invalid aria-describedby="email-error" />
      <FieldError id="email-error">Please provide a valid email</FieldError>
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please provide a valid email');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please provide a valid email');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ama@example.com' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('ama@example.com');
  },
};
export const SecondTheme: Story = { ...secondTheme, render: WithError.render };
