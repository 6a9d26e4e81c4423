export { ReviewList, type Review, type ReviewListProps } from './ReviewList';
