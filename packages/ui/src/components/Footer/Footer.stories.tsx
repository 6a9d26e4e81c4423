import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Nyansa',
    tagline: 'Beauty rooted in wisdom. Founded in 2020 in Ghana.',
    copyrightYear: 2026,
    onSubscribe: fn(),
    socialLinks: [
      { network: 'instagram', label: 'Nyansa on Instagram', href: 'https://instagram.com/nyansa' },
      { network: 'facebook', label: 'Nyansa on Facebook', href: 'https://facebook.com/nyansa' },
      { network: 'x', label: 'Nyansa on X', href: 'https://x.com/nyansa' },
      { network: 'tiktok', label: 'Nyansa on TikTok', href: 'https://tiktok.com/@nyansa' },
    ],
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter box: the browser refuses what is not an email; a valid one reaches `onSubscribe` as typed. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(subscribe);
    await expect(field).toBeInvalid();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(subscribe);
    await expect(field).toBeInvalid();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'ama@example.com');
    await expect(field).toBeValid();
    await userEvent.click(subscribe);
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    await expect(args.onSubscribe).toHaveBeenCalledWith('ama@example.com');
  },
};
export const WithoutSocialLinks: Story = { args: { socialLinks: [] } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
