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
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a rating');
  },
};
export const Editing: Story = { args: { initial: { rating: 5, text: 'No white cast at all on my deep skin tone.' } } };
export const TooLong: Story = { args: { initial: { rating: 3, text: `${longText}. `.repeat(15) } } };
export const Sending: Story = { args: { initial: { rating: 5, text: 'Lovely.' }, pending: true } };
export const SendFailed: Story = {
  args: { initial: { rating: 2, text: 'Did not suit me.' }, error: 'Only customers who bought this product can review it' },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { className: undefined } };
export const SecondTheme: Story = { ...secondTheme, args: { initial: { rating: 4, text: 'Works well.' } } };
