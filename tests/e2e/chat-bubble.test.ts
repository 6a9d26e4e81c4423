import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const chatParts = [...chat.querySelectorAll('[data-slot="chat-indicator"], button')].filter(visible);
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="radio"], [role="checkbox"]')].filter(
      (element) => !chat.contains(element) && visible(element),
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

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
}

// The floating assistant must never cover a control of the page (issue 18): the invitation goes on
// scroll, and the page keeps clear space under its end for the button.
describe('the chat bubble never covers a control', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
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
          await page.getByText('Need help? Try our AI assistant!').waitFor({ state: 'hidden' });
          expect(await chatOverlaps(page, false), `${path} at the end`).toEqual([]);
          expect(await chatOverlaps(page, true), `${path}, each control in view`).toEqual([]);
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
