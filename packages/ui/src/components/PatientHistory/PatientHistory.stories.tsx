import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { PatientHistory } from './PatientHistory';

const meta = {
  title: 'Clinic/PatientHistory',
  component: PatientHistory,
  args: {
    heading: 'Earlier requests and analyses',
    emptyText: 'This is the patient’s first request and analysis.',
    className: 'max-w-2xl',
    consultations: [
      {
        id: 31,
        askedAt: '2026-02-10T09:00:00.000Z',
        analysedAt: '2026-02-09T18:00:00.000Z',
        statusLabel: 'Answered',
        question: 'The dry patches came back.\nShould I change my cream?',
        intake: [
          { label: 'Skin type', value: 'Dry' },
          { label: 'Medicines', value: 'Isotretinoin 20 mg' },
        ],
        reply: { text: 'Use a richer cream at night and keep the SPF.', dermatologistName: 'Efua Owusu', answeredAt: '2026-02-10T15:00:00.000Z' },
      },
      { id: 18, askedAt: '2026-01-06T09:00:00.000Z', statusLabel: 'Answered', question: '', reply: { text: 'All looks well.', dermatologistName: 'Yaw Darko', answeredAt: '2026-01-06T12:00:00.000Z' } },
    ],
    analyses: [
      {
        id: 9,
        analysedAt: '2026-02-09T18:00:00.000Z',
        summary: 'Dry skin with some redness',
        scores: [
          { label: 'Redness', score: 58 },
          { label: 'Texture', score: null },
        ],
      },
      { id: 4, analysedAt: '2026-01-05T18:00:00.000Z', summary: 'Combination skin' },
    ],
  },
} satisfies Meta<typeof PatientHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Earlier requests with their question, intake and reply; other analyses with their finding and scores in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'Earlier requests and analyses' });
    const request = within(history).getByRole('article', { name: 'Request 31' });
    await expect(within(request).getByText(/The dry patches came back/)).toBeInTheDocument();
    await expect(within(request).getByText('Isotretinoin 20 mg')).toBeInTheDocument();
    await expect(within(request).getByText(/Reply by Efua Owusu/)).toBeInTheDocument();
    await expect(within(history).getByRole('article', { name: 'Request 18' })).toHaveTextContent('No question: a review of the analysis.');
    await expect(within(history).getByText('Redness 58 (needs care), Texture not scored')).toBeInTheDocument();
    await expect(within(history).getByRole('heading', { name: 'Other analyses (2)' })).toBeInTheDocument();
  },
};

/** A first-time patient. */
export const Empty: Story = {
  args: { consultations: [], analyses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is the patient’s first request and analysis.')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
