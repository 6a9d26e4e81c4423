import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function CancelPlan(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      trigger={<Button>Cancel Subscription</Button>}
      title="Cancel AI + Dermatologist?"
      description="Your plan stays active until Feb 5, 2026."
      confirmLabel="Yes, cancel"
      cancelLabel="Keep Plan"
      variant="destructive"
      onConfirm={vi.fn()}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks first: an alert dialog named and described, focus on the safe choice', async () => {
    const onConfirm = vi.fn();
    render(<CancelPlan onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Cancel Subscription' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    // The dialog's code loads on its first opening.
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel AI + Dermatologist?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAccessibleDescription('Your plan stays active until Feb 5, 2026.');
    expect(screen.getByRole('button', { name: 'Keep Plan' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing when kept, by button or Escape, and gives focus back', async () => {
    const onConfirm = vi.fn();
    render(<CancelPlan onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Cancel Subscription' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Keep Plan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    render(<CancelPlan onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and busy while an async action runs, closes when it succeeds', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CancelPlan onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep Plan' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with the error when the action fails, so it can be tried again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    const { rerender } = render(<CancelPlan onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeEnabled());
    rerender(<CancelPlan onConfirm={onConfirm} error="Failed to cancel subscription" />);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to cancel subscription');
  });

  it('gives focus back to where it was when a parent opened it without a trigger', async () => {
    function Parent() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Remove address</Button>
          <CancelPlan trigger={undefined} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Parent />);
    const opener = screen.getByRole('button', { name: 'Remove address' });
    await userEvent.click(opener);
    expect(await screen.findByRole('button', { name: 'Keep Plan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('follows a parent that controls it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<CancelPlan trigger={undefined} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<CancelPlan trigger={undefined} open onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
