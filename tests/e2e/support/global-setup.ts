import { ensureShopBuilt } from './build';

/** The journeys run against the built shop, as `npm start` serves it. */
export default function setup(): void {
  ensureShopBuilt();
}
