import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';

const photo = new File(['x'], 'face.jpg', { type: 'image/jpeg' });
const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });

describe('ImageUpload', () => {
  it('accepts an image from the picker', async () => {
    const onFileSelected = vi.fn();
    render(<ImageUpload onFileSelected={onFileSelected} onRemove={vi.fn()} />);
    await userEvent.upload(screen.getByLabelText('Choose image file'), photo);
    expect(onFileSelected).toHaveBeenCalledWith(photo);
  });

  it("refuses a dropped file that is not an image with 'Please select a valid image file'", () => {
    const onFileSelected = vi.fn();
    render(<ImageUpload onFileSelected={onFileSelected} onRemove={vi.fn()} />);
    const zone = screen.getByText('Drag and drop a photo here, or choose one').parentElement;
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [notes] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file');
    expect(onFileSelected).not.toHaveBeenCalled();
    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    expect(onFileSelected).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("previews the chosen image and offers 'Remove Image'", async () => {
    const onRemove = vi.fn();
    render(<ImageUpload previewUrl="blob:preview" onFileSelected={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByRole('img', { name: 'Selected photo preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows the parent\u2019s message, e.g. when no image was chosen', () => {
    render(<ImageUpload onFileSelected={vi.fn()} onRemove={vi.fn()} error="Please select an image first" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image first');
    expect(screen.getByLabelText('Choose image file')).toHaveAccessibleDescription('Please select an image first');
  });

  it('marks the drop zone while a file is dragged over it', () => {
    render(<ImageUpload onFileSelected={vi.fn()} onRemove={vi.fn()} />);
    const zone = screen.getByText('Drag and drop a photo here, or choose one').parentElement;
    if (!zone) throw new Error('no drop zone');
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('ignores drops and the picker while disabled', () => {
    const onFileSelected = vi.fn();
    render(<ImageUpload onFileSelected={onFileSelected} onRemove={vi.fn()} disabled />);
    const zone = screen.getByText('Drag and drop a photo here, or choose one').parentElement;
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    expect(onFileSelected).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose Image' })).toBeDisabled();
  });
});
