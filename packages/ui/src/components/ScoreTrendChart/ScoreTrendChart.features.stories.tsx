import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { scoreHistory } from '../../stories/analysis-fixtures';
import { ScoreTrendChart } from './ScoreTrendChart';

const trend = (concern: string) => scoreHistory.map(({ date, scores }) => ({ date, score: scores[concern] ?? null }));

/** Trend charts in each state: every analysis measured, some not (partial measures), none measured (no face), no analyses; and as a table. */
const meta = {
  title: 'Skin analysis/ScoreTrendChart/States',
  component: ScoreTrendChart,
  args: { label: 'Evenness', points: trend('evenness'), className: 'max-w-sm' },
} satisfies Meta<typeof ScoreTrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const PartialMeasures: Story = { args: { label: 'Dark spots', points: trend('spots') } };
export const NoFace: Story = { args: { label: 'Texture', points: trend('texture').map((point) => ({ ...point, score: null })) } };
export const NoAnalyses: Story = { args: { points: [] } };
export const AsATable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show as a table' }));
  },
};
