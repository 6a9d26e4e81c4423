import { defineConfig } from 'vitest/config';

// One browser and one server per file (started from the global setup's copy of a first start's data), files one after another: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
