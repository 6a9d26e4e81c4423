import type { Meta, StoryObj } from '@storybook/react-vite';
import { faceImage, fullConcerns, laterFaceImage, scoreHistory } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { AnalysisCompare } from './AnalysisCompare';

const first = scoreHistory[0]!;
const last = scoreHistory[scoreHistory.length - 1]!;

const meta = {
  title: 'Skin analysis/AnalysisCompare',
  component: AnalysisCompare,
  args: {
    before: { date: first.date, imageUrl: faceImage, headline: 'Some redness on the cheeks and nose.', scores: first.scores },
    after: { date: last.date, imageUrl: laterFaceImage, headline: 'Slight redness on the cheeks.', scores: last.scores },
    concerns: fullConcerns.map(({ id, label }) => ({ id, label })),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof AnalysisCompare>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
