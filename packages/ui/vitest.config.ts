import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const uiRoot = dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = resolve(uiRoot, '../../.storybook');
/**
 * Baselines: `__screenshots__/default/<story id>.png` (the story as it renders) and
 * `__screenshots__/second-brand/<story id>.png`; a failed comparison leaves its pictures in
 * `__screenshots__/diff/` (not committed).
 */
const screenshotsDir = join(uiRoot, '__screenshots__');

/**
 * Test files side by side: three story pages keep two cores busy (a story also waits on Chromium's
 * frames and the screenshot round trips); a fourth gains nothing.
 */
const workers = 3;

// Story tests never phone home.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

/**
 * Every `*.stories.tsx` that `.storybook/main.ts` finds becomes a test file: each story renders in
 * Debian's Chromium, its `play` function runs, axe checks it (`a11y.test: 'error'`) and its page is
 * compared with its baselines in both brands (`.storybook/vitest.setup.ts`).
 */
const storiesProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: storybookConfigDir })],
  test: {
    name: 'stories',
    // Browser mode reads this from the project itself (the root's value does not reach it).
    maxWorkers: workers,
    // Each page keeps its modules from one story file to the next instead of loading them all again
    // in a new frame (about 0.6 s a file): stories keep no module state, and each test unmounts its story.
    isolate: false,
    setupFiles: [join(storybookConfigDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
        // Wider and taller than any story's viewport, so Vitest never scales the test frame down.
        contextOptions: { viewport: { width: 1280, height: 1024 }, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          // Per-pixel colour tolerance (anti-aliasing ignored) and how many pixels may differ.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
          resolveScreenshotPath: ({ arg, ext }) => join(screenshotsDir, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => join(screenshotsDir, 'diff', `${arg}${ext}`),
        },
      },
    },
  },
};

export default defineConfig({
  test: {
    // The node pool reads the root's value; projects that run together must agree on it.
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          root: uiRoot,
          environment: 'happy-dom',
          globals: true,
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'test/*.test.{ts,tsx}'],
          // Components keep no module state, so files may share one DOM environment: ~10x faster on 2 cores.
          isolate: false,
        },
      },
      storiesProject,
      {
        // The package as a consumer gets it: packed once (globalSetup), installed outside the
        // monorepo, built, rendered, and checked by the release tools. Minutes, not seconds:
        // npm test runs it after the other two (`npm run test:package`).
        test: {
          name: 'package',
          root: uiRoot,
          environment: 'node',
          include: ['test/package/*.test.ts'],
          globalSetup: ['./test/package/pack.ts'],
          // On an idle machine the slowest step (tsc, library declarations included) takes ~30 s;
          // a CI machine shared with other jobs can take ten times that.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
