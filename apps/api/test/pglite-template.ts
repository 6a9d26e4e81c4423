// vitest globalSetup: builds one migrated, seeded PGlite once per run and dumps it, so every test
// file starts its in-memory database from that copy instead of running initdb, migrations and seed again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../src/db/pglite';
import { migrate } from '../src/db/migrate';
import { seedCatalog } from '../src/modules/catalog/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const file = path.join(os.tmpdir(), `nyansa-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrate(database);
  await seedCatalog(database);
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
