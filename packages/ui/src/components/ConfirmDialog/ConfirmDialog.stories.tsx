import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="danger">Cancel Subscription</Button>,
    title: 'Cancel AI + Dermatologist?',
    description: 'Your plan stays active until Feb 5, 2026. After that, AI skin analysis and dermatologist reviews stop.',
    confirmLabel: 'Cancel Subscription',
    cancelLabel: 'Keep Plan',
    variant: 'destructive',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming runs the action once and closes the dialog. */
export const Closed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel AI + Dermatologist?' });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(dialog).not.toBeInTheDocument();
  },
};
export const Destructive: Story = { args: { defaultOpen: true } };
export const Default: Story = {
  args: { defaultOpen: true, variant: 'default', title: 'Grant the dermatologist role?', description: 'ama@example.com will see the clinic queue.', confirmLabel: 'Grant Role', cancelLabel: 'Cancel' },
};
/** While the action is on its way nothing closes the dialog: both buttons are disabled and Escape is ignored. */
export const Pending: Story = {
  args: { defaultOpen: true, pending: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel AI + Dermatologist?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep Plan' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: /Cancel Subscription/ });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
/** An action that fails (its promise rejects) leaves the dialog open with the parent's message. */
export const Failed: Story = {
  args: { defaultOpen: true, error: 'Failed to cancel subscription', onConfirm: fn(() => Promise.reject(new Error('Payment provider unavailable'))) },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel AI + Dermatologist?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to cancel subscription');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Subscription' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toBeEnabled();
    await expect(dialog).toBeInTheDocument();
  },
};
export const OpenedAndKept: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel AI + Dermatologist?' });
    await expect(screen.getByRole('button', { name: 'Keep Plan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
  },
};
export const LongText: Story = { args: { defaultOpen: true, title: longText, description: `${longText}. ${longText}.` } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { defaultOpen: true } };
export const SecondTheme: Story = { ...secondTheme, args: { defaultOpen: true } };
