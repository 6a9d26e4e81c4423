import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/build-worker.ts'],
    // Model loading and detection take a few seconds on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time on a 2-core machine (the default there is one): the study (about half the
    // suite's time) runs beside the rest.
    maxWorkers: 2,
  },
});
