import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullConcerns, skinTone } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { ConcernScores } from './ConcernScores';

const meta = {
  title: 'Skin analysis/ConcernScores',
  component: ConcernScores,
  args: { concerns: fullConcerns, skinTone, className: 'max-w-3xl' },
} satisfies Meta<typeof ConcernScores>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
