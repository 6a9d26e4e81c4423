import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { secondTheme } from '../../stories/fixtures';
import { Input } from '../Input';
import { Label } from '../Label';
import { PasswordChecklist, passwordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  args: { rules: passwordChecklist('') },
} satisfies Meta<typeof PasswordChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { rules: passwordChecklist('nyansa1') } };
export const AllMet: Story = { args: { rules: passwordChecklist('Nyansa2020!') } };

function LiveChecklist() {
  const [password, setPassword] = useState('Shea');
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="live-password">Password</Label>
      <Input id="live-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordChecklist rules={passwordChecklist(password)} />
    </div>
  );
}

export const Live: Story = { render: () => <LiveChecklist /> };
export const SecondTheme: Story = { ...secondTheme, args: { rules: passwordChecklist('nyansa1') } };
