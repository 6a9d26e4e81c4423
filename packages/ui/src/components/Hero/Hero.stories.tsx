import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longText, mobileViewport, productImage, secondTheme } from '../../stories/fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your next-gen beauty solutions.',
    subtitle: 'Beauty assistant, world-class products & certified experts at your finger tips!',
    ctaLabel: 'Start your beauty journey!',
    onCta: fn(),
    imageSrc: productImage('#f6d6c8', '#9c2357'),
    imageAlt: 'A Nyansa serum bottle',
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutImage: Story = { args: { imageSrc: undefined } };
export const LongText: Story = { args: { title: longText } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
