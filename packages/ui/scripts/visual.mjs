#!/usr/bin/env node
/*
 * Visual regression and accessibility test of every Storybook story in real Chromium.
 *   node scripts/visual.mjs            build Storybook, compare with visual/baselines, run axe
 *   node scripts/visual.mjs --update   rewrite the baselines from this run
 *   node scripts/visual.mjs --no-build reuse visual/storybook-static/ from an earlier run
 *   node scripts/visual.mjs --filter=productcard   only stories whose id contains the text
 * Exits non-zero with a summary when a screenshot differs, a baseline is missing, a story fails
 * to render, or axe finds a serious or critical violation.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumArgs, ensureChromium } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const uiRoot = resolve(here, '..');
const repoRoot = resolve(uiRoot, '../..');
/** A test build of Storybook (no docs pages), kept apart from `npm run build-storybook`'s output. */
const staticDir = join(uiRoot, 'visual/storybook-static');
const baselineDir = join(uiRoot, 'visual/baselines');
const outputDir = join(uiRoot, 'visual/output');
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const filter = args.find((arg) => arg.startsWith('--filter='))?.slice('--filter='.length).toLowerCase();

/** Per-pixel colour tolerance (pixelmatch; anti-aliasing is ignored) and how many pixels may differ. */
const pixelThreshold = 0.1;
const maxDiffPixels = 20;
const desktop = { width: 1024, height: 768 };
const mobile = { width: 414, height: 896 };
const failingImpacts = new Set(['serious', 'critical']);
/** Pages rendering stories side by side; Chromium renders each in its own process. */
const workers = Number(process.env.VISUAL_WORKERS) || Math.min(2, availableParallelism());

const mime = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolveServer({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

function compare(name, actualBuffer) {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (update) {
    writeFileSync(baselinePath, actualBuffer);
    return null;
  }
  if (!existsSync(baselinePath)) return 'no baseline (run `npm run test:visual -- --update` to create it)';
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(actualBuffer);
  const save = () => writeFileSync(join(outputDir, `${name}.actual.png`), actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    save();
    return `size changed from ${expected.width}x${expected.height} to ${actual.width}x${actual.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: pixelThreshold });
  const ratio = changed / (actual.width * actual.height);
  if (changed <= maxDiffPixels) return null;
  save();
  writeFileSync(join(outputDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${changed} pixels differ (${(ratio * 100).toFixed(2)}%), see visual/output/${name}.diff.png`;
}

/**
 * Opens the story: the first one by loading the iframe, later ones through Storybook's own
 * channel, which re-renders without reloading the bundle (several times faster).
 */
async function showStory(page, origin, id) {
  const loaded = await page.evaluate(() => typeof window.__STORYBOOK_ADDONS_CHANNEL__ === 'object').catch(() => false);
  if (!loaded) {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'load' });
    return;
  }
  await page.evaluate(
    (storyId) =>
      new Promise((done) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const finish = () => {
          for (const event of events) channel.off(event, finish);
          done(null);
        };
        for (const event of events) channel.on(event, finish);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

/** Waits until Storybook has rendered the story (or shown its error), then until fonts and images are ready. */
async function waitForStory(page) {
  await page.waitForFunction(
    () => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
    undefined,
    { timeout: 15_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'render error') : null,
  );
  if (error) return error;
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => !img.complete);
    await Promise.all(images.map((img) => new Promise((done) => { img.onload = img.onerror = done; })));
    // The story before may have left the page scrolled.
    window.scrollTo(0, 0);
    // Two frames let React commit state set by load/error handlers (e.g. the placeholder image).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Lazy images in view must have started loading (their observer fires after a frame or two).
    const inView = (img) => img.getBoundingClientRect().top < window.innerHeight + 200;
    for (let tries = 0; tries < 40 && [...document.querySelectorAll('img[data-state="waiting"]')].some(inView); tries += 1) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const late = [...document.images].filter((img) => !img.complete);
    await Promise.all(late.map((img) => new Promise((done) => { img.onload = img.onerror = done; })));
    await document.fonts.ready;
  });
  return null;
}

function screenshot(page) {
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Screenshots until two in a row are identical (at most five tries). */
async function settledScreenshot(page) {
  let previous = await screenshot(page);
  for (let tries = 0; tries < 5; tries += 1) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Renders one story, compares its screenshot with the baseline and runs axe; returns the problems. */
async function checkStory(page, origin, story, axeSource, pageErrors) {
  await showStory(page, origin, story.id);
  const renderError = await waitForStory(page);
  if (renderError || pageErrors.length > 0) return [`does not render: ${renderError ?? pageErrors.join('; ')}`];
  // Stories after the first re-render in the same document, so the style is added once per page.
  if (!(await page.evaluate(() => document.getElementById('visual-test-still')))) {
    const style = await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' });
    await style.evaluate((element) => { element.id = 'visual-test-still'; });
  }
  const problems = [];
  // A mismatch is confirmed with a settled screenshot: under load Chromium can capture one stale
  // frame of the story shown before. A real change shows in both; baselines only come settled.
  let visualProblem = update ? null : compare(story.id, await screenshot(page));
  if (update || visualProblem) visualProblem = compare(story.id, await settledScreenshot(page));
  if (visualProblem) problems.push(visualProblem);

  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    // The a11y addon may still be running its own axe pass; wait for it to finish.
    for (let tries = 0; tries < 100 && window.axe._running; tries += 1) await new Promise((done) => setTimeout(done, 50));
    // Storybook's own hidden error/docs containers are not part of the story.
    const result = await window.axe.run(
      { include: [['body']], exclude: [['#storybook-docs'], ['.sb-wrapper'], ['.sb-errordisplay']] },
      { resultTypes: ['violations'] },
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  for (const violation of violations.filter((v) => failingImpacts.has(v.impact))) {
    problems.push(`axe ${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
  }
  return problems;
}

async function main() {
  const started = Date.now();
  if (build) {
    console.log('Building Storybook...');
    execFileSync('npx', ['storybook', 'build', '--test', '-o', staticDir, '--quiet', '--disable-telemetry'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => !filter || entry.id.includes(filter));
  if (stories.length === 0) throw new Error(`No stories found in ${join(staticDir, 'index.json')}`);

  mkdirSync(baselineDir, { recursive: true });
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });

  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const { server, origin } = await serve(staticDir);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const context = await browser.newContext({ viewport: desktop, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });

  const failures = [];
  /**
   * Each worker is one page that takes the next story until none are left. A page keeps one
   * viewport for its whole life: resizing between stories let Chromium capture frames of the
   * old size (a phone-wide picture repeated across a desktop page).
   */
  async function worker(viewport, queue) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    for (let story = queue.shift(); story; story = queue.shift()) {
      pageErrors.length = 0;
      const problems = await checkStory(page, origin, story, axeSource, pageErrors);
      failures.push(...problems.map((problem) => ({ name: story.id, problem })));
    }
    await page.close();
  }
  const isMobile = (story) => story.tags?.includes('mobile');
  try {
    for (const [viewport, group] of [[desktop, stories.filter((story) => !isMobile(story))], [mobile, stories.filter(isMobile)]]) {
      const queue = [...group];
      await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, () => worker(viewport, queue)));
    }
  } finally {
    await browser.close();
    server.close();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (update) console.log(`Baselines written for ${stories.length} stories.`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s) in ${stories.length} stories (${seconds}s):`);
    for (const failure of failures) console.error(`  ✗ ${failure.name}: ${failure.problem}`);
    process.exitCode = 1;
    return;
  }
  console.log(`✓ ${stories.length} stories match their baselines with no serious or critical axe violations (${seconds}s).`);
}

main().catch((error) => {
  console.error(`Visual test could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
