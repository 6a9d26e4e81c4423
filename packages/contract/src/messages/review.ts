/** (beyond) Ratings and reviews. */
export const reviewMessages = {
  saved: 'Thank you for your review!',
  updated: 'Your review was updated',
  mustHaveBought: 'Only shoppers who bought this product can review it',
  ratingRequired: 'Please choose a rating',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  tooLong: 'Review must be at most 2000 characters',
  notFound: 'Review not found',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  reasonRequired: 'Please say why the review is hidden',
  reasonTooLong: 'The reason must be at most 500 characters',
  statusInvalid: 'Status must be hidden, visible or all',
} as const;
