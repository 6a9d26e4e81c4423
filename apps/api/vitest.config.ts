import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { bothDatabases } from './test/databases.ts';

// Every file runs on PGlite; the files that test data (test/databases.ts says which and why) run a
// second time on PostgreSQL when TEST_DATABASE_URL is set. (Each project names its own files: a
// project's `include` would add to a shared one, not replace it.)
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' }, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' }, include: [...bothDatabases] } });
}

export default defineConfig({
  test: {
    globalSetup: ['test/pglite-template.ts'],
    // Three files at a time on a 2-core machine: much of a file's time is waiting (PostgreSQL, HTTP,
    // argon2 and sharp on libuv's threads, timers), so the default (cores - 1 = one) left a core
    // idle: 1,331 s -> 857 s for the whole suite with two, on a busy machine; then, with the modules
    // kept (below) on an idle one, 374 s with two, 302 s with three, 304 s with four.
    maxWorkers: 3,
    // A worker keeps the modules it imported for its next file (each file still builds its own app,
    // database and servers): imports summed over the files went from 342 s to 63 s, and the suite
    // from 796 s to 566 s (the machine equally busy both times). No module keeps state a file depends on: constants, caches keyed by
    // value, and test/helpers.ts reads TEST_DB per project (the projects never share a worker).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
