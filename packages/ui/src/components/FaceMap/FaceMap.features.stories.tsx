import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faceImage, faceImageSize, faceRegions, farFaceImage, farFaceImageSize, farFaceRegions, noFaceImage } from '../../stories/analysis-fixtures';
import { FaceMap } from './FaceMap';

/** The face map in each state of an analysis: full, partly measured, no face, a face far from the camera; and a region in focus. */
const meta = {
  title: 'Skin analysis/FaceMap/States',
  component: FaceMap,
  args: { imageUrl: faceImage, imageWidth: faceImageSize.width, imageHeight: faceImageSize.height, regions: faceRegions, className: 'max-w-3xl' },
} satisfies Meta<typeof FaceMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const PartialMeasures: Story = {
  args: { regions: faceRegions.map((region) => (['forehead', 'nose', 'chin'].includes(region.id) ? region : { ...region, score: null, measures: [] })) },
};
export const NoFace: Story = { args: { imageUrl: noFaceImage, regions: [] } };
/** A photo taken from further away: the map shows the face as large as in a close one, not the whole photo. */
export const FarFromTheCamera: Story = {
  args: { imageUrl: farFaceImage, imageWidth: farFaceImageSize.width, imageHeight: farFaceImageSize.height, regions: farFaceRegions },
  play: async ({ canvasElement }) => {
    const photo = within(canvasElement).getByRole('img', { name: /your photo/i });
    const shown = photo.parentElement!.getBoundingClientRect();
    // The face's areas span 310 x 420 of the photo's 1800 x 2400 pixels; the map scales the photo so they fill most of it.
    await expect(photo.getBoundingClientRect().width / shown.width).toBeGreaterThan(2.5);
  },
};
export const RegionFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Nose/ }).focus();
    await expect(await canvas.findByText('Nose: 31 / 100 (Needs attention)')).toBeInTheDocument();
  },
};
export const AsAList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Areas as a list' }));
  },
};
