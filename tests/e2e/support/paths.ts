import path from 'node:path';

/** The repository root (tests/e2e/support -> ../../..). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const shopDir = path.join(repoRoot, 'apps/shop');
export const shopDist = path.join(shopDir, 'dist');
export const apiDir = path.join(repoRoot, 'apps/api');
/** A public-domain face photo (fixtures/SOURCE.md), inside the repository so a clean clone has it. */
export const faceFixture = path.resolve(import.meta.dirname, '../fixtures/astronaut-eileen-collins.png');
