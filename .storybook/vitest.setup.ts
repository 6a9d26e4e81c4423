/*
 * Runs in the browser before every story test (Vitest browser mode, `@storybook/addon-vitest`).
 * The addon renders the story, runs its `play` function and the a11y addon's axe check; this
 * file adds the visual test: after a story passes, its page is compared with two baselines, the
 * story as it renders and the story in the second brand (`packages/ui/vitest.config.ts` says where
 * they are and how close a picture must be).
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

/** No motion and no blinking caret, so one story always gives the same picture. */
const stillStyle = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `${stillStyle} body{margin:0;box-sizing:border-box}`;
  document.head.append(style);
});

function nextFrame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

function loaded(images: HTMLImageElement[]): Promise<unknown> {
  return Promise.all(
    images
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      ),
  );
}

/** Waits for the fonts, code that loads on demand (its placeholder says `data-pending`), the images in view (lazy ones start once observed) and React's commits. */
async function settle(): Promise<void> {
  for (let tries = 0; tries < 100 && document.querySelector('[data-pending]'); tries += 1) {
    await new Promise((done) => setTimeout(done, 50));
  }
  await document.fonts.ready;
  window.scrollTo(0, 0);
  await nextFrame();
  const inView = (image: Element) => image.getBoundingClientRect().top < window.innerHeight + 200;
  for (let tries = 0; tries < 40 && [...document.querySelectorAll('img[data-state="waiting"]')].some(inView); tries += 1) {
    await new Promise((done) => setTimeout(done, 50));
  }
  await loaded([...document.images]);
  await document.fonts.ready;
  await nextFrame();
}

/** The second brand: every story is also shot in it. */
const secondBrand = 'second-brand';

/**
 * Re-skins the rendered story: a theme is CSS variables only (never component code), so setting
 * `data-theme` where the preview's decorator set it shows exactly what rendering in it would.
 */
function applyTheme(theme: string): void {
  for (const element of [document.documentElement, ...document.querySelectorAll<HTMLElement>('[data-theme]')]) {
    element.dataset.theme = theme;
  }
}

/**
 * The picture is the page down to the lowest thing drawn: a dialog or the chat, fixed to the
 * viewport, makes it the whole viewport; a button, just its own height.
 */
function fitBody(layout: string | undefined): void {
  // Storybook pads the canvas unless a story asks for the full screen; the test page does the same.
  const padding = layout === 'fullscreen' ? 0 : 16;
  document.body.style.padding = `${padding}px`;
  document.body.style.minHeight = '';
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width > 1 && box.height > 1) bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  document.body.style.minHeight = `${Math.ceil(bottom) + padding}px`;
}

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only stories are shot, and only those that rendered and passed: a failure is already reported.
  if (!storyId || task.result?.errors?.length) return;
  const { story } = context as { story?: { parameters: { layout?: string }; globals: { theme?: string } } };
  const shots = [{ name: 'default', theme: undefined }, ...(story?.globals.theme === secondBrand ? [] : [{ name: secondBrand, theme: secondBrand }])];
  for (const { name, theme } of shots) {
    if (theme) applyTheme(theme);
    fitBody(story?.parameters.layout);
    await settle();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}/${storyId}`);
  }
});
