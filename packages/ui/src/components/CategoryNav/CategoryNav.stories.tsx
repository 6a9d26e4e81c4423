import type { Meta, StoryObj } from '@storybook/react-vite';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { CategoryNav } from './CategoryNav';

const meta = {
  title: 'Shop/CategoryNav',
  component: CategoryNav,
  args: { current: null, hrefFor: (category) => (category ? `/products?category=${category}` : '/products') },
} satisfies Meta<typeof CategoryNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Lip: Story = { args: { current: 'lip' } };
export const OtherBrandCategories: Story = {
  args: {
    current: 'hair',
    categories: [
      { value: 'face', label: 'Face' },
      { value: 'hair', label: 'Hair' },
      { value: 'fragrance', label: 'Fragrance' },
    ],
    allLabel: 'Everything',
  },
};
export const LongText: Story = { args: { categories: [{ value: 'long', label: longText }, { value: 'lip', label: 'Lip' }] } };
export const MobileWidth: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: {
    current: 'body',
    categories: [
      { value: 'skincare', label: 'Skincare' },
      { value: 'body', label: 'Body' },
      { value: 'lip', label: 'Lip' },
      { value: 'sets', label: 'Gift sets' },
      { value: 'tools', label: 'Tools and accessories' },
    ],
  },
};
export const SecondTheme: Story = { ...secondTheme, args: { current: 'skincare' } };
