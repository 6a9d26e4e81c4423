import { ensureProductBuilt } from './build';

/** The journeys run against the product as `npm start` builds and serves it. */
export default function setup(): void {
  ensureProductBuilt();
}
