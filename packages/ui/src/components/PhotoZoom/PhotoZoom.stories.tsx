import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { faceImage } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { PhotoZoom } from './PhotoZoom';

const meta = {
  title: 'Skin analysis/PhotoZoom',
  component: PhotoZoom,
  args: { src: faceImage, alt: "The customer's face, request 12", title: 'Photo of request 12', caption: 'Analysed Jan 5, 2026', className: 'max-w-xl' },
} satisfies Meta<typeof PhotoZoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The photo large; Enlarge opens it in a dialog, zoomed with the buttons or + and - on the photo, and Escape gives focus back. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: "The customer's face, request 12" })).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Enlarge photo' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photo of request 12' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('150%');
    const photo = within(dialog).getByRole('region', { name: "The customer's face, request 12, at 150%" });
    photo.focus();
    await userEvent.keyboard('+');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('200%');
    await userEvent.keyboard('-');
    await userEvent.keyboard('-');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('100%');
    await expect(zoomOut).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(open).toHaveFocus();
  },
};

/** Zoomed in the dialog: the photo scrolls inside it. */
export const Zoomed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enlarge photo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    const region = within(dialog).getByRole('region', { name: /at 200%/ });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
