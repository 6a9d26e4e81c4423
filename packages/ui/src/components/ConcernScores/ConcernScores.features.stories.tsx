import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fullConcerns, partialConcerns, skinTone } from '../../stories/analysis-fixtures';
import { ConcernScores } from './ConcernScores';

/** Score cards in each state of an analysis: full, partly measured, no face; and the method disclosed. */
const meta = {
  title: 'Skin analysis/ConcernScores/States',
  component: ConcernScores,
  args: { concerns: fullConcerns, skinTone, className: 'max-w-3xl' },
} satisfies Meta<typeof ConcernScores>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const PartialMeasures: Story = { args: { concerns: partialConcerns } };
export const NoFace: Story = {
  args: {
    concerns: fullConcerns.map((concern) => ({ ...concern, score: null, verdict: null, measured: null, reason: 'No face found: show your whole face, looking straight at the camera.' })),
    skinTone: null,
    skinToneReason: 'No face found: show your whole face, looking straight at the camera.',
  },
};
export const HowWeMeasureOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'How we measure this' })[1]!);
  },
};
