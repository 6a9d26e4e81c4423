import { defineConfig } from 'vitest/config';

// One browser and one server per file (started from the global setup's copy of a first start's data),
// two files at a time: much of a file's time is waiting on its server and browser. On the 2-core
// machine, two at a time took 438 s with the machine busy; one at a time took 466 s with it idle.
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: 2,
    // A condition polled for (a search's results, a badge's count) waits up to 10 s, not 1 s, on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
