import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixedDate } from '../../stories/fixtures';
import { AnalysisResult, type SkinAnalysis } from './AnalysisResult';

const analysis: SkinAnalysis = {
  diagnosis: 'Mild acne with uneven tone',
  modelUsed: 'nyansa-local-v1',
  date: fixedDate,
  confidence: 0.87349,
  recommendations: ['Cleanse twice a day.', 'Use vitamin C in the morning.', 'Apply SPF 50 every day.'],
  parameters: [],
  products: [],
};

const meta = {
  title: 'Skin analysis/AnalysisResult/Features',
  component: AnalysisResult,
  args: { analysis, className: 'max-w-3xl' },
} satisfies Meta<typeof AnalysisResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfidenceWithOneDecimal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('87.3%')).toBeVisible();
    await expect(canvas.queryByText(/87\.35|87\.349/)).not.toBeInTheDocument();
  },
};

export const RoundConfidenceKeepsItsDecimal: Story = {
  args: { analysis: { ...analysis, confidence: 0.9 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('90.0%')).toBeVisible();
  },
};

export const NoConfidenceNoFigure: Story = {
  args: { analysis: { ...analysis, confidence: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/%$/)).not.toBeInTheDocument();
  },
};

export const NumberedRecommendations: Story = {
  play: async ({ canvas }) => {
    const [list] = canvas.getAllByRole('list').filter((element) => element.tagName === 'OL');
    if (!list) throw new Error('The recommendations are not a numbered (ordered) list');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(analysis.recommendations);
    await expect(getComputedStyle(list).listStyleType).toBe('decimal');
  },
};
