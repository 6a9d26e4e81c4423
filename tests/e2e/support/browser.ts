import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

/** Debian's Chromium through playwright-core, with the flags every browser test uses. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = (findChromium)();
  if (!executablePath) throw new Error('Chromium not found. Install it (apt-get install chromium) or set CHROME_PATH.');
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

export interface ShopperPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts seen so far. */
  errors: string[];
}

/** A fresh browser profile (its own localStorage) on the shop, desktop-sized unless told. */
export async function openShopper(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<ShopperPage> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  // A navigation waits for the network to go quiet (actOnceHydrated): the page, its chunks and its pictures,
  // with two files' servers and browsers on 2 cores. 15 s ran out once in a clean-clone run.
  context.setDefaultNavigationTimeout(30_000);
  const page = actOnceHydrated(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * Public pages arrive rendered by the server and work once their code has hydrated them. A
 * journey that opens or reloads a page acts on it after that (network quiet), as a shopper's
 * click would land on a page that is ready, not in the moment before its code runs.
 */
export function actOnceHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: 'networkidle', ...options });
  page.reload = (options) => reload({ waitUntil: 'networkidle', ...options });
  return page;
}

/** The path and query the page is on. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page has loaded its data: the network is quiet and the main heading is shown. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1, main h2').first().waitFor();
}
