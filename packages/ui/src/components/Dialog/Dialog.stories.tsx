import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { Button } from '../Button';
import { Input } from '../Input';
import { Label } from '../Label';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Edit Profile</Button>
      </DialogTrigger>
      <DialogContent title="Edit Profile" description="Change how your name appears in the shop.">
        <div className="flex flex-col gap-2">
          <Label htmlFor="dialog-first-name">First name</Label>
          <Input id="dialog-first-name" defaultValue="Ama" />
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </div>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger opens the named, described dialog with focus inside; Escape closes it and focus goes back. */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit Profile' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toHaveAccessibleDescription('Change how your name appears in the shop.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const field = within(dialog).getByRole('textbox', { name: 'First name' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Akosua');
    await expect(field).toHaveValue('Akosua');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { defaultOpen: true } };
export const SecondTheme: Story = { ...secondTheme, args: { defaultOpen: true } };
