import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fullConcerns, partialConcerns, skinTone } from '../../stories/analysis-fixtures';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { ScoreTable } from './ScoreTable';

const meta = {
  title: 'Skin analysis/ScoreTable',
  component: ScoreTable,
  args: { caption: 'Scores', concerns: fullConcerns, skinTone, className: 'max-w-2xl' },
} satisfies Meta<typeof ScoreTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row a concern: the score, its band in words, the finding and what was measured; skin tone as a category. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Scores' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(1 + fullConcerns.length + 1);
    const redness = within(table).getByRole('row', { name: /Redness/ });
    await expect(within(redness).getByRole('cell', { name: '58' })).toBeInTheDocument();
    await expect(within(redness).getByText('Needs care')).toBeInTheDocument();
    await expect(within(redness).getByText('18.4 a*')).toBeInTheDocument();
    const tone = within(table).getByRole('row', { name: /Skin tone/ });
    await expect(within(tone).getByText('intermediate')).toBeInTheDocument();
  },
};

/** Concerns not measured on the photo say why, with no number. */
export const NotMeasured: Story = {
  args: { concerns: partialConcerns, skinTone: null, skinToneReason: 'Skin tone could not be measured on this photo.' },
  play: async ({ canvas }) => {
    const texture = canvas.getByRole('row', { name: /Texture/ });
    await expect(within(texture).getByText('Not scored')).toBeInTheDocument();
    await expect(within(texture).getByText(/too small in the photo for texture/)).toBeInTheDocument();
    await expect(within(canvas.getByRole('row', { name: /Skin tone/ })).getByText('Skin tone could not be measured on this photo.')).toBeInTheDocument();
  },
};

export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
