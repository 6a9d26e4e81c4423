import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureProductBuilt } from './build';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a product started once on an empty folder and stopped: each file's server starts from a copy. */
    productTemplate: string;
  }
}

/**
 * The journeys run against the product as `npm start` builds and serves it. Its first start on an
 * empty data folder (the database made, migrated and seeded, the product pictures rendered ahead)
 * happens once here, checked by its /api/health and its log, instead of once in every file: each
 * file's server starts from a copy of that folder, its renders included, as a restart would.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  ensureProductBuilt();
  const first = await startProduct({ env: { LOG_LEVEL: 'info' } });
  await first.logged('product pictures rendered ahead', 300_000);
  await first.pause();
  project.provide('productTemplate', first.dataDir);
  return () => fs.rmSync(first.dataDir, { recursive: true, force: true });
}

