import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { productImage, secondTheme } from '../../stories/fixtures';
import { ImageUpload } from './ImageUpload';

const photo = new File(['photo'], 'face.png', { type: 'image/png' });
const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });

/** Drops a file on the zone as the browser does: a drop event carrying a DataTransfer that holds it. */
function drop(zone: HTMLElement, file: File): void {
  const data = new DataTransfer();
  data.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

const dropZoneText = 'Drag and drop a photo here, or choose one';

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { onFileSelected: fn(), onRemove: fn(), className: 'max-w-md' },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Refuses a dropped text file in words, then accepts a photo from the picker (and the message goes). */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const zone = canvas.getByText(dropZoneText).parentElement;
    if (!zone) throw new Error('no drop zone');
    await fireEvent.dragOver(zone);
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    drop(zone, notes);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a valid image file');
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(args.onFileSelected).not.toHaveBeenCalled();
    await userEvent.upload(canvas.getByLabelText('Choose image file'), photo);
    await expect(args.onFileSelected).toHaveBeenCalledOnce();
    await expect(args.onFileSelected).toHaveBeenCalledWith(photo);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const WithPreview: Story = {
  args: { previewUrl: productImage('#f3e3dc', '#c08968', 'jar') },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Selected photo preview' })).toHaveAttribute('src', args.previewUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Image' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
export const WithError: Story = { args: { error: 'Please select an image first' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Image' })).toBeDisabled();
    await expect(canvas.getByLabelText('Choose image file')).toBeDisabled();
    const zone = canvas.getByText(dropZoneText).parentElement;
    if (!zone) throw new Error('no drop zone');
    drop(zone, photo);
    await expect(args.onFileSelected).not.toHaveBeenCalled();
  },
};
export const SecondTheme: Story = { ...secondTheme };
