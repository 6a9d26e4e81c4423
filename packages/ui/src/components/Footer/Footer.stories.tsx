import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Default: Story = {};
export const WithoutSocialLinks: Story = { args: { socialLinks: [] } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
