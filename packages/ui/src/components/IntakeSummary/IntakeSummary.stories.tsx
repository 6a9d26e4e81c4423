import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { IntakeSummary } from './IntakeSummary';

const answers = [
  { label: 'Age range', value: '25 to 34' },
  { label: 'Skin type', value: 'Sensitive' },
  { label: 'Known allergies', value: 'Fragrance mix, nickel <b>not HTML</b>' },
  { label: 'Pregnancy or breastfeeding', value: 'Breastfeeding' },
  { label: 'Current routine', value: 'Morning: gentle cleanser, SPF 50.\nEvening: micellar water, moisturiser.' },
  { label: 'Medicines', value: 'None' },
];

const meta = {
  title: 'Clinic/IntakeSummary',
  component: IntakeSummary,
  args: { heading: "The patient's answers", answers, emptyText: 'The patient gave no intake answers.', className: 'max-w-xl' },
} satisfies Meta<typeof IntakeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each answer under its label, written text shown as text with its line breaks. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: "The patient's answers" });
    const terms = within(section).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(answers.map((answer) => answer.label));
    await expect(within(section).getByText('Fragrance mix, nickel <b>not HTML</b>')).toBeInTheDocument();
  },
};

/** No answers: says so. */
export const Empty: Story = {
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The patient gave no intake answers.')).toBeVisible();
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
