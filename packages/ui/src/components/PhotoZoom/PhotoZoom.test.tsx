import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoZoom } from './PhotoZoom';

describe('PhotoZoom', () => {
  it('opens the photo in a dialog and zooms it in steps with the buttons and the + and - keys', async () => {
    const user = userEvent.setup();
    render(<PhotoZoom src="/face.jpg" alt="The customer's face" title="Photo of request 12" caption="Analysed Jan 5, 2026" />);
    expect(screen.getByRole('img', { name: "The customer's face" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enlarge photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of request 12' });
    const zoom = within(dialog).getByRole('group', { name: 'Zoom' });
    expect(within(zoom).getByRole('status')).toHaveTextContent('100%');
    expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(within(zoom).getByRole('status')).toHaveTextContent('150%');
    await user.keyboard('+');
    expect(within(zoom).getByRole('status')).toHaveTextContent('200%');
    await user.keyboard('-');
    expect(within(zoom).getByRole('status')).toHaveTextContent('150%');
  });
});
