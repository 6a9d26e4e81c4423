import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { longText, mobileViewport, sampleReviews, secondTheme } from '../../stories/fixtures';
import { Button } from '../Button';
import { ReviewList, type ReviewListProps } from './ReviewList';

/** Two reviews a page, as a server would cut them. */
function Paged(props: ReviewListProps) {
  const [page, setPage] = useState(1);
  return <ReviewList {...props} reviews={sampleReviews.slice((page - 1) * 2, page * 2)} page={page} pageCount={2} onPageChange={setPage} />;
}

const meta = {
  title: 'Shop/ReviewList',
  component: ReviewList,
  args: {
    reviews: sampleReviews,
    summary: { average: 4.3, count: 4 },
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Paging: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Review by Esi O.' })).toBeInTheDocument();
  },
};
export const WithOwnReview: Story = { args: { ownReviewId: 30 } };
export const AdminActions: Story = {
  args: {
    renderActions: (review) => (
      <Button variant="outline" size="sm">
        Hide<span className="sr-only"> review by {review.authorName}</span>
      </Button>
    ),
  },
};
export const Empty: Story = { args: { reviews: [], summary: { average: 0, count: 0 } } };
export const Loading: Story = { args: { reviews: [], loading: true } };
export const LoadFailed: Story = { args: { reviews: [], error: 'Could not load reviews' } };
export const LongText: Story = {
  args: { reviews: [{ ...sampleReviews[0]!, authorName: longText, text: `${longText}. ${longText}. ${longText}.` }] },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { page: 2, pageCount: 3 } };
export const SecondTheme: Story = { ...secondTheme, args: { page: 1, pageCount: 2 } };
