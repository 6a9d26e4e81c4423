import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Shop/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(), onCancel: fn(), className: 'max-w-xl' },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Written: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review (optional)' }), 'Soft and light.');
    await expect(canvas.getByText('1,985 characters left')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Soft and light.' });
  },
};
export const RatingMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a rating');
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose a rating');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** The sent review comes back to edit: Update Review sends the change, Cancel leaves without saving. */
export const Editing: Story = {
  args: { initial: { rating: 5, text: 'No white cast at all on my deep skin tone.' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Review' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'No white cast at all on my deep skin tone.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
/** Text past the limit is kept; sending is refused with the reason and the field takes focus. */
export const TooLong: Story = {
  args: { initial: { rating: 3, text: `${longText}. `.repeat(15) } },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your review (optional)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Review' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Review must be at most 2000 characters');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Sending: Story = {
  args: { initial: { rating: 5, text: 'Lovely.' }, pending: true },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: /Update Review/ });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Your review (optional)' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const SendFailed: Story = {
  args: { initial: { rating: 2, text: 'Did not suit me.' }, error: 'Only customers who bought this product can review it' },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { className: undefined } };
export const SecondTheme: Story = { ...secondTheme, args: { initial: { rating: 4, text: 'Works well.' } } };
