import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenImage, product, secondTheme } from '../../stories/fixtures';
import { ImageWithFallback } from './ImageWithFallback';

const meta = {
  title: 'Primitives/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: product(1).imageUrl, alt: 'Vitamin C Serum', className: 'size-64 rounded-lg' },
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LoadFailed: Story = { args: { src: brokenImage, alt: 'Missing product photo' } };
export const NoImage: Story = { args: { src: null, alt: 'No product photo' } };
export const SecondTheme: Story = { ...secondTheme, args: { src: brokenImage } };
