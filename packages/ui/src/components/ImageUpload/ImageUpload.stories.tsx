import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productImage, secondTheme } from '../../stories/fixtures';
import { ImageUpload } from './ImageUpload';

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: { onFileSelected: fn(), onRemove: fn(), className: 'max-w-md' },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPreview: Story = { args: { previewUrl: productImage('#f3e3dc', '#c08968', 'jar') } };
export const WithError: Story = { args: { error: 'Please select an image first' } };
export const Disabled: Story = { args: { disabled: true } };
export const SecondTheme: Story = { ...secondTheme };
