// The review form in a module of its own, for ProductReviews to load only when it shows it.
export { ReviewForm as default } from '@nyansa/ui';
