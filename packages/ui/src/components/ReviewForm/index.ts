export { ReviewForm, defaultReviewFormMessages, type ReviewDraft, type ReviewFormMessages, type ReviewFormProps } from './ReviewForm';
