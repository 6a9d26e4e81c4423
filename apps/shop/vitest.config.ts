import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Pages wait for lazy chunks and the api-client's 100 ms spacing; a loaded CI machine needs headroom.
    testTimeout: 15_000,
    // Two files at a time on a 2-core machine (the default there is one): 224 s -> 143 s on a busy machine.
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next file: 96 s -> 58 s, the setup's imports
    // (Testing Library, MSW) done once per worker, not per file. What a file could leave behind is
    // reset after every test (src/test/setup.ts), and each render gets its own SWR cache (Providers).
    isolate: false,
  },
});
