import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { passwordRules } from '@nyansa/contract/password';
import { expect, within } from 'storybook/test';
import { Input } from '../Input';
import { Label } from '../Label';
import { PasswordChecklist, passwordChecklist } from './PasswordChecklist';

/** The sign-up field with its live checklist, built from the rules the server enforces. */
function LiveChecklist() {
  const [password, setPassword] = useState('');
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="features-password">Password</Label>
      <Input id="features-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordChecklist rules={passwordChecklist(password)} />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordChecklist/Features',
  component: PasswordChecklist,
  args: { rules: passwordChecklist('') },
  render: () => <LiveChecklist />,
} satisfies Meta<typeof PasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EachRuleTurnsAsTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = within(canvas.getByRole('list', { name: 'Password requirements' }));
    const met = () =>
      list
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('data-met') === 'true')
        .map((item) => item.textContent?.replace(/\(met\)$/, ''));
    const field = canvas.getByLabelText('Password');
    await expect(met()).toEqual([]);
    await userEvent.type(field, 'n');
    await expect(met()).toEqual(['One lowercase letter']);
    await userEvent.type(field, 'N');
    await expect(met()).toEqual(['One uppercase letter', 'One lowercase letter']);
    await userEvent.type(field, '1');
    await expect(met()).toEqual(['One uppercase letter', 'One lowercase letter', 'One number']);
    await userEvent.type(field, '!');
    await expect(met()).toEqual(['One uppercase letter', 'One lowercase letter', 'One number', passwordRules[4]?.label]);
    await userEvent.type(field, 'yansa');
    await expect(met()).toEqual(passwordRules.map((rule) => rule.label));
    await expect(list.getAllByText('(met)')).toHaveLength(passwordRules.length);
    await userEvent.clear(field);
    await expect(list.getAllByText('(not met)')).toHaveLength(passwordRules.length);
  },
};
