import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreHistory } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { ScoreTrendChart } from './ScoreTrendChart';

const meta = {
  title: 'Skin analysis/ScoreTrendChart',
  component: ScoreTrendChart,
  args: { label: 'Redness', points: scoreHistory.map(({ date, scores }) => ({ date, score: scores.redness ?? null })), className: 'max-w-sm' },
} satisfies Meta<typeof ScoreTrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
