import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenImage } from '../../stories/fixtures';
import { faceImage, fullConcerns, laterFaceImage, scoreHistory } from '../../stories/analysis-fixtures';
import { AnalysisCompare } from './AnalysisCompare';

const first = scoreHistory[0]!;
const last = scoreHistory[scoreHistory.length - 1]!;
const concerns = fullConcerns.map(({ id, label }) => ({ id, label }));

/** Comparisons in each state: both fully measured, one partly measured, one stored before scores (no face map, no scores), a photo that fails to load. */
const meta = {
  title: 'Skin analysis/AnalysisCompare/States',
  component: AnalysisCompare,
  args: {
    before: { date: first.date, imageUrl: faceImage, headline: 'Some redness on the cheeks and nose.', scores: first.scores },
    after: { date: last.date, imageUrl: laterFaceImage, headline: 'Slight redness on the cheeks.', scores: last.scores },
    concerns,
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof AnalysisCompare>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const PartialMeasures: Story = {
  args: { after: { date: last.date, imageUrl: laterFaceImage, headline: 'Slight redness on the cheeks.', scores: { ...last.scores, spots: null, blemishes: null, texture: null } } },
};
export const WithoutScores: Story = { args: { before: { date: first.date, imageUrl: faceImage, scores: {} } } };
export const PhotoMissing: Story = { args: { before: { date: first.date, imageUrl: brokenImage, scores: first.scores } } };
