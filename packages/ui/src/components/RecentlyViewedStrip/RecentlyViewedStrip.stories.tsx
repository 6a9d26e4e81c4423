import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenImage, longText, mobileViewport, sampleProducts, secondTheme } from '../../stories/fixtures';
import { RecentlyViewedStrip } from './RecentlyViewedStrip';

const meta = {
  title: 'Shop/RecentlyViewedStrip',
  component: RecentlyViewedStrip,
  args: { products: sampleProducts.slice(0, 4) },
} satisfies Meta<typeof RecentlyViewedStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// Stories whose tiles run past the edge load pictures at once: a lazy picture scrolled out of a strip never loads for the screenshot.
export const Full: Story = { args: { lazyImages: false, products: [...sampleProducts, ...sampleProducts.slice(0, 2).map((product) => ({ ...product, id: product.id + 100 }))] } };
export const OneProduct: Story = { args: { products: sampleProducts.slice(2, 3) } };
export const NothingViewedYet: Story = { args: { products: [] } };
export const ImageLoadFailed: Story = { args: { products: [{ ...sampleProducts[0]!, imageUrl: brokenImage }, ...sampleProducts.slice(1, 3)] } };
export const LongText: Story = { args: { products: [{ ...sampleProducts[1]!, name: longText }, ...sampleProducts.slice(2, 4)] } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { products: sampleProducts, lazyImages: false } };
export const SecondTheme: Story = { ...secondTheme, args: { products: sampleProducts, lazyImages: false } };
