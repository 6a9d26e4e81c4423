import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { faceImage, someChecksFailing } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { CaptureGuide } from './CaptureGuide';

/** A still stands in for the camera's <video> in stories. */
const stillCamera = <img src={faceImage} alt="" className="size-full object-cover" />;

const meta = {
  title: 'Skin analysis/CaptureGuide',
  component: CaptureGuide,
  args: { video: stillCamera, checks: someChecksFailing, onCapture: fn(), onCancel: fn(), className: 'max-w-md' },
} satisfies Meta<typeof CaptureGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
