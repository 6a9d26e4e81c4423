import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Input } from '../Input';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';

function EditProfile() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit Profile</Button>
      </DialogTrigger>
      <DialogContent title="Edit Profile" description="Change how your name appears.">
        <Input aria-label="First name" />
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens a named, described modal and moves focus into it', async () => {
    render(<EditProfile />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAccessibleDescription('Change how your name appears.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps focus inside while open', async () => {
    render(<EditProfile />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape, the close button or Cancel, and gives focus back to the trigger', async () => {
    render(<EditProfile />);
    const trigger = screen.getByRole('button', { name: 'Edit Profile' });
    for (const close of [() => userEvent.keyboard('{Escape}'), () => userEvent.click(screen.getByRole('button', { name: 'Close' })), () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))]) {
      await userEvent.click(trigger);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await close();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    }
  });
});
