export { RatingStars, RatingInput, ratingText, type RatingStarsProps, type RatingInputProps } from './RatingStars';
