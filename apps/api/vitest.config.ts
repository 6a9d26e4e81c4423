import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The suite always runs on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const projects: TestProjectInlineConfiguration[] = [{ extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' } } }];
if (process.env.TEST_DATABASE_URL) {
  // The scale proof starts PostgreSQL-backed server processes of its own: once, in the pglite project, is enough.
  projects.push({ extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' }, exclude: [...configDefaults.exclude, 'test/scale.test.ts'] } });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
