import type { Meta, StoryObj } from '@storybook/react-vite';
import { faceImage, faceImageSize, faceRegions } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { FaceMap } from './FaceMap';

const meta = {
  title: 'Skin analysis/FaceMap',
  component: FaceMap,
  args: { imageUrl: faceImage, imageWidth: faceImageSize.width, imageHeight: faceImageSize.height, regions: faceRegions, className: 'max-w-3xl' },
} satisfies Meta<typeof FaceMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
