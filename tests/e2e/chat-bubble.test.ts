import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, openShopper } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';


/**
 * Overlaps of the floating chat's visible parts (button, invitation) with the page's controls, as
 * 'chat part over control', for the controls wholly on the screen. `sweep` scrolls each control into view first (centred, or as far as the
 * page allows, as a shopper or a click would), so it checks that every control can be reached clear
 * of the chat; without it, the controls on the screen as it is are checked.
 */
async function chatOverlaps(page: Page, sweep: boolean): Promise<string[]> {
  return page.evaluate((sweep) => {
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    // A control cut by the screen's edge is not yet in reach: the shopper scrolls to it first.
    const onScreen = (box: DOMRect) => box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    const describe = (element: Element): string => {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '';
      return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
    };
    const chat = document.querySelector('[data-slot="chat-widget"]');
    if (!chat) return ['no chat on the page'];
    const invitation = document.querySelector('[data-slot="chat-indicator"]');
    const chatParts = [...chat.querySelectorAll('button'), ...(invitation ? [invitation] : [])].filter(visible);
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="radio"], [role="checkbox"]')].filter(
      (element) => !chat.contains(element) && !invitation?.contains(element) && visible(element),
    );
    const found: string[] = [];
    for (const control of controls) {
      if (sweep) control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const b = control.getBoundingClientRect();
      if (!onScreen(b)) continue;
      for (const part of chatParts) {
        const a = part.getBoundingClientRect();
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        if (overlap) found.push(`${describe(part)} over ${describe(control)}`);
      }
    }
    return found;
  }, sweep);
}

/**
 * What covers an interactive control, or pushes one past the page's right edge, on the screen as it
 * is: for each visible control in the viewport, every other element whose box overlaps the control's
 * and that is painted over it there (the topmost element at the middle of the overlap is it or
 * inside it), as 'X over Y' or 'Y past the right edge'. Any element counts, not only the chat.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [role="radio"], [role="checkbox"], [role="tab"]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0' && box.width > 0 && box.height > 0;
    };
    const describe = (element: Element): string => {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '';
      return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const inViewport = (box: DOMRect) => box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    const pageWidth = document.documentElement.clientWidth;
    /** The part of an element not clipped by a scrolling or clipping ancestor (a row that scrolls sideways). */
    const shownPart = (element: Element): { left: number; right: number; top: number; bottom: number; clipped: boolean } => {
      const box = element.getBoundingClientRect();
      let { left, right, top, bottom } = box;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        clipped = true;
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
        top = Math.max(top, frame.top);
        bottom = Math.min(bottom, frame.bottom);
      }
      return { left: Math.max(left, 0), right: Math.min(right, pageWidth), top: Math.max(top, 0), bottom: Math.min(bottom, window.innerHeight), clipped };
    };
    const controls = [...document.querySelectorAll(selector)].filter((element) => visible(element) && inViewport(element.getBoundingClientRect()));
    const found: string[] = [];
    for (const control of controls) {
      const shown = shownPart(control);
      // Past the page's right edge unless a row that scrolls sideways holds it.
      const box = control.getBoundingClientRect();
      if (!shown.clipped && box.right > pageWidth + 0.5) found.push(`${describe(control)} past the right edge (${Math.round(box.right)} > ${pageWidth})`);
      // A control cut by the screen's edge is not yet in reach (the shopper scrolls to it first, and
      // the sweep of the test above checks it then); a shown one must be clear wherever it is.
      if (box.top < 0 || box.bottom > window.innerHeight) continue;
      const { left, right, top, bottom } = shown;
      if (right - left < 4 || bottom - top < 4) continue;
      // The middle and four points a quarter in from the edges: inside a round button too.
      const [x1, x2, x3] = [left + (right - left) / 4, (left + right) / 2, right - (right - left) / 4];
      const [y1, y2, y3] = [top + (bottom - top) / 4, (top + bottom) / 2, bottom - (bottom - top) / 4];
      for (const [x, y] of [[x2, y2], [x1, y1], [x3, y1], [x1, y3], [x3, y3]] as const) {
        const topmost = document.elementFromPoint(x, y);
        if (!topmost || control.contains(topmost) || topmost.contains(control)) continue;
        // A label wrapping its field belongs to it (a click on it reaches the field).
        if (topmost.closest('label')?.contains(control)) continue;
        found.push(`${describe(topmost)} over ${describe(control)}`);
        break;
      }
    }
    return found;
  });
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
}

// The floating assistant must never cover a control of the page (issue 18): the invitation is docked
// in the page's own row under the footer (issue 32), where the button comes to rest at the end.
describe('the chat bubble never covers a control', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`at ${viewport.width} px, on arrival, at the end of each page and with each control in view`, async () => {
      const { page, context } = await openShopper(browser, product.url, viewport);
      try {
        for (const path of ['/', '/products', '/products/1', '/register', '/login', '/subscriptions', '/about']) {
          await page.goto(path);
          await page.locator('[data-slot="chat-widget"] button').first().waitFor();
          // The first screen of the pages that open on a call to action or a form.
          if (['/', '/register', '/login'].includes(path)) expect(await chatOverlaps(page, false), `${path} on arrival`).toEqual([]);
          await scrollToEnd(page);
          // The invitation stays where it is docked, beside the button's resting place, in view at the end.
          await expect(page.getByText('Need help? Try our AI assistant!').isVisible(), `${path}: the invitation at the end`).resolves.toBe(true);
          expect(await chatOverlaps(page, false), `${path} at the end`).toEqual([]);
          expect(await chatOverlaps(page, true), `${path}, each control in view`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`at ${viewport.width} px, right after load nothing covers a control or runs past the edge on /, /products and /login, and the invitation is visible`, async () => {
      const { page, context } = await openShopper(browser, product.url, viewport);
      try {
        for (const path of ['/', '/products', '/login']) {
          await page.goto(path);
          await page.locator('[data-slot="chat-widget"] button').first().waitFor();
          expect(await coveredControls(page), path).toEqual([]);
          // Visible to the visitor (not hidden to keep it off a control), and the chat over no control at the page's end either.
          const invitation = page.locator('[data-slot="chat-indicator"]', { hasText: 'Need help? Try our AI assistant!' });
          await expect(invitation.isVisible(), `${path}: the invitation`).resolves.toBe(true);
          await expect(invitation.evaluate((element) => getComputedStyle(element).visibility), `${path}: the invitation`).resolves.toBe('visible');
          await scrollToEnd(page);
          await invitation.waitFor({ state: 'visible' });
          expect(await chatOverlaps(page, false), `${path} at the end`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('hides the invitation when closed, for the rest of the visit', async () => {
    const { page, context } = await openShopper(browser, product.url, { width: 390, height: 844 });
    try {
      await page.goto('/about');
      const invitation = page.getByText('Need help? Try our AI assistant!');
      await invitation.waitFor();
      await page.getByRole('button', { name: 'Hide the assistant invitation' }).click();
      await invitation.waitFor({ state: 'hidden' });
      await page.goto('/');
      await page.locator('[data-slot="chat-widget"] button').first().waitFor();
      expect(await invitation.count()).toBe(0);
      await expect(page.getByRole('button', { name: 'Open chat assistant' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
