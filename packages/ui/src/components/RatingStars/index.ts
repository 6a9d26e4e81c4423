export { RatingStars, ratingText, type RatingStarsProps } from './RatingStars';
export { RatingInput, type RatingInputProps } from './RatingInput';
