import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faceImage, faceImageSize, faceRegions, noFaceImage } from '../../stories/analysis-fixtures';
import { FaceMap } from './FaceMap';

/** The face map in each state of an analysis: full, partly measured, no face; and a region in focus. */
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
