export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
export { placeholderImage } from './placeholder';
