import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { faceImage, noFaceImage, someChecksFailing } from '../../stories/analysis-fixtures';
import { CaptureGuide } from './CaptureGuide';

const stillCamera = <img src={faceImage} alt="" className="size-full object-cover" />;

/** The capture guide in each state: starting, no face, some checks failing, all passed, taking the photo, camera refused. */
const meta = {
  title: 'Skin analysis/CaptureGuide/States',
  component: CaptureGuide,
  args: { video: stillCamera, checks: someChecksFailing, onCapture: fn(), onCancel: fn(), className: 'max-w-md' },
} satisfies Meta<typeof CaptureGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

const allPassed = someChecksFailing.map((check) => ({ ...check, passed: true }));

export const Starting: Story = { args: { checks: [] } };
export const NoFace: Story = {
  args: {
    video: <img src={noFaceImage} alt="" className="size-full object-cover" />,
    checks: someChecksFailing.map((check) =>
      check.id === 'face-found' ? { ...check, passed: false, message: 'No face found: show your whole face, looking straight at the camera.' } : { ...check, passed: false, message: null },
    ),
  },
};
export const PartialChecks: Story = {};
export const AllPassed: Story = { args: { checks: allPassed } };
export const Capturing: Story = { args: { checks: allPassed, capturing: true } };
export const CameraRefused: Story = { args: { error: 'The camera could not be opened: allow camera access, or upload a photo instead.' } };
