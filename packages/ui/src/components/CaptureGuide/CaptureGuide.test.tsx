import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptureGuide, type CaptureCheck } from './CaptureGuide';

const passed: CaptureCheck[] = [
  { id: 'face-found', label: 'Face found', passed: true },
  { id: 'face-size', label: 'Face large enough', passed: true },
  { id: 'light', label: 'Light bright and even', passed: true },
];
const failing: CaptureCheck[] = [passed[0]!, { id: 'face-size', label: 'Face large enough', passed: false, message: 'Your face is too small in the picture: move closer.' }, passed[2]!];

describe('CaptureGuide', () => {
  it('puts the video in its slot under a face outline', () => {
    render(<CaptureGuide video={<video data-testid="camera" />} checks={passed} onCapture={() => {}} />);
    expect(screen.getByTestId('camera').nextElementSibling?.querySelector('ellipse')).not.toBeNull();
  });

  it('lists each check as passed or not in words, with what to do', () => {
    render(<CaptureGuide video={<video />} checks={failing} onCapture={() => {}} />);
    const items = within(screen.getByRole('list', { name: 'Photo checks' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Face found: passed',
      'Face large enough: not yetYour face is too small in the picture: move closer.',
      'Light bright and even: passed',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 checks not passed yet.');
  });

  it('enables the shutter only when every check passes', async () => {
    const onCapture = vi.fn();
    const { rerender } = render(<CaptureGuide video={<video />} checks={failing} onCapture={onCapture} />);
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    rerender(<CaptureGuide video={<video />} checks={[]} onCapture={onCapture} />);
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera…');
    rerender(<CaptureGuide video={<video />} checks={passed} onCapture={onCapture} />);
    expect(screen.getByRole('status')).toHaveTextContent('All checks passed: hold still and take the photo.');
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(onCapture).toHaveBeenCalledTimes(1);
  });

  it('shows a camera error instead of the checks and can be cancelled', async () => {
    const onCancel = vi.fn();
    render(<CaptureGuide video={<video />} checks={passed} error="The camera could not be opened." onCapture={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('status')).toHaveTextContent('The camera could not be opened.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
