export { Footer, type FooterProps, type SocialLink } from './Footer';
export { socialIcons, type SocialNetwork } from './socialIcons';
