export { Hero, heroImageSizes, type HeroProps } from './Hero';
