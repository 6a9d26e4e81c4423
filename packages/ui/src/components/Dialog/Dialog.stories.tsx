import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { defaultOpen: true } };
export const SecondTheme: Story = { ...secondTheme, args: { defaultOpen: true } };
