export { RecentlyViewedStrip, type RecentlyViewedStripProps } from './RecentlyViewedStrip';
