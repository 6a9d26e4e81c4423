import path from 'node:path';

/** The repository root (tests/e2e/support -> ../../..). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const shopDir = path.join(repoRoot, 'apps/shop');
export const shopDist = path.join(shopDir, 'dist');
export const apiDir = path.join(repoRoot, 'apps/api');
/** The shared fixtures live next to the checkout, not inside it. */
export const faceFixture = path.resolve(repoRoot, '../shared/fixtures/faces/astronaut-eileen-collins.png');
