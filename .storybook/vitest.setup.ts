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
  // Story files share a page (isolate: false), so the style is added once.
  if (document.getElementById('story-test-style')) return;
  const style = document.createElement('style');
  style.id = 'story-test-style';
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

/**
 * Waits for code that loads on demand (its placeholder says `data-pending`), the images in view
 * (lazy ones start once observed after a frame) and the fonts the laid-out page asked for. The
 * shot itself renders a new frame, so nothing waits for one after this.
 */
async function settle(): Promise<void> {
  for (let tries = 0; tries < 100 && document.querySelector('[data-pending]'); tries += 1) {
    await new Promise((done) => setTimeout(done, 50));
  }
  window.scrollTo(0, 0);
  await nextFrame();
  const inView = (image: Element) => image.getBoundingClientRect().top < window.innerHeight + 200;
  for (let tries = 0; tries < 40 && [...document.querySelectorAll('img[data-state="waiting"]')].some(inView); tries += 1) {
    await new Promise((done) => setTimeout(done, 50));
  }
  await loaded([...document.images]);
  await document.fonts.ready;
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

/** Whether an element puts pixels of its own on the page (plain containers only hold others). */
function drawsItself(element: Element, pageBackground: string): boolean {
  if (element.matches('img, svg, canvas, video, input, textarea, select, hr, iframe, [role="img"]')) return true;
  if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return true;
  const style = getComputedStyle(element);
  const background = style.backgroundColor;
  return (
    (background !== pageBackground && !/^rgba\(.*, 0\)$|^transparent$/.test(background)) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    style.outlineStyle !== 'none' ||
    [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth].some((width) => width !== '0px')
  );
}

/**
 * How far right and down an element shows: its box, cut by the ancestors that clip what overflows
 * them (a photo scaled up inside a frame shows only the frame's part). An element placed absolutely
 * escapes the ancestors inside its containing block, a fixed one every ancestor.
 */
function shownExtent(element: Element): { right: number; bottom: number } {
  let { right, bottom } = element.getBoundingClientRect();
  const { position } = getComputedStyle(element);
  if (position === 'fixed') return { right, bottom };
  let escapesUntil = position === 'absolute' && element instanceof HTMLElement ? element.offsetParent : null;
  for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
    if (escapesUntil) {
      if (ancestor !== escapesUntil) continue;
      escapesUntil = null;
    }
    const style = getComputedStyle(ancestor);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = ancestor.getBoundingClientRect();
    if (style.overflowX !== 'visible') right = Math.min(right, clip.right);
    if (style.overflowY !== 'visible') bottom = Math.min(bottom, clip.bottom);
  }
  return { right, bottom };
}

/**
 * The picture is the part of the page that holds what the story draws, from the top left corner
 * to the rightmost and lowest thing drawn plus the canvas padding: a button is shot as a button,
 * not as a 1200-pixel strip of page background (the cost of a shot grows with its area). A dialog
 * or the chat, fixed to the viewport, reaches its edges, so it is shot whole.
 */
function frameStory(padding: number): HTMLElement {
  const pageBackground = getComputedStyle(document.querySelector('[data-theme]') ?? document.body).backgroundColor;
  document.body.style.backgroundColor = pageBackground;
  let right = 0;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || !drawsItself(element, pageBackground)) continue;
    const shown = shownExtent(element);
    right = Math.max(right, shown.right + window.scrollX);
    bottom = Math.max(bottom, shown.bottom + window.scrollY);
  }
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  // Room for shadows and focus rings, which fall outside their boxes; a story that draws nothing
  // (an empty toaster) is still a picture: a corner of empty page.
  const margin = Math.max(padding, 16);
  const width = Math.min(Math.ceil(right) + margin, document.documentElement.clientWidth);
  const height = Math.ceil(bottom) + margin;
  frame.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px;pointer-events:none;opacity:0`;
  document.body.append(frame);
  return frame;
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
    // Storybook pads the canvas unless a story asks for the full screen; the test page does the same.
    const padding = story?.parameters.layout === 'fullscreen' ? 0 : 16;
    document.body.style.padding = `${padding}px`;
    await settle();
    const frame = frameStory(padding);
    try {
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${name}/${storyId}`, { screenshotOptions: { caret: 'initial' } });
    } finally {
      frame.remove();
    }
  }
});
