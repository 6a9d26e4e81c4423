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
});
