import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { RatingInput } from './RatingInput';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Shop/RatingStars',
  component: RatingStars,
  args: { average: 4.5, count: 12 },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

function ChooseRating({ initial = null }: { initial?: number | null }) {
  const [rating, setRating] = useState<number | null>(initial);
  return (
    <div className="flex flex-col gap-2">
      <p id="rating-label" className="text-sm font-medium">
        Your rating
      </p>
      <RatingInput aria-labelledby="rating-label" value={rating} onChange={setRating} />
      <p className="text-sm text-muted-foreground">{rating ? `${rating} out of 5` : 'Not rated yet'}</p>
    </div>
  );
}

export const AverageWithCount: Story = {};
export const WholeNumber: Story = { args: { average: 4, count: 1 } };
export const NoReviewsYet: Story = { args: { average: 0, count: 0 } };
export const StarsOnly: Story = { args: { average: 3.2, count: undefined, showValue: false, size: 'sm' } };
export const Large: Story = { args: { size: 'lg', average: 2.7, count: 1204 } };
export const Input: Story = { render: () => <ChooseRating /> };
export const InputChosen: Story = {
  render: () => <ChooseRating initial={4} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    await expect(canvas.getByText('2 out of 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByText('4 out of 5')).toBeInTheDocument();
  },
};
export const InputByKeyboard: Story = {
  render: () => <ChooseRating initial={2} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('radio', { name: '2 stars' }).focus();
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByText('3 out of 5')).toBeInTheDocument();
  },
};
const onDisabledRatingChange = fn();
export const InputDisabled: Story = {
  render: () => <RatingInput aria-label="Your rating" value={3} onChange={onDisabledRatingChange} disabled />,
  play: async ({ canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(onDisabledRatingChange).not.toHaveBeenCalled();
  },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, render: () => <ChooseRating initial={5} /> };
export const SecondTheme: Story = {
  ...secondTheme,
  render: () => (
    <div className="flex flex-col gap-4">
      <RatingStars average={4.5} count={12} />
      <ChooseRating initial={4} />
    </div>
  ),
};
