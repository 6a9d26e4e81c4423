import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buyAiPlan, buyProduct, createShopper, signInThroughForm, type Shopper } from './support/account';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, openShopper, settle } from './support/browser';
import { faceFixture } from './support/paths';
import { startProduct, type RunningProduct } from './support/product';

const phone = { width: 390, height: 844 };

/** What sticks out past the right edge of the screen (the page scrolls sideways), as 'tag.class (right px)'; empty when nothing does. */
async function widerThanTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0) found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(box.right)} px)`);
    }
    return [`page ${document.documentElement.scrollWidth} px wide`, ...found.slice(-5)];
  });
}

/** Tab once from the top of the page: the skip link comes first, and following it puts focus on the page's main content. */
async function skipLinkWorks(page: Page): Promise<string | null> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  if (first !== 'Skip to main content') return `first Tab reached "${first}"`;
  await page.keyboard.press('Enter');
  const focused = await page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName ?? '');
  return focused === 'main' ? null : `the skip link focused ${focused}`;
}

const publicRoutes = ['/', '/products', '/products/1', '/subscriptions', '/about', '/skin-analysis', '/login', '/register', '/verify-email/not-a-token', '/reset-password/not-a-token'];
const shopperRoutes = ['/dashboard', '/dashboard?tab=favorites', '/dashboard?tab=cart', '/dashboard?tab=orders', '/checkout', '/skin-analysis'];
const staffRoutes = ['/admin/overview', '/admin/products', '/admin/orders', '/admin/people', '/admin/audit', '/clinic'];

// Issue 33: what a shopper tripped over in a walkthrough at 1280 and 390 px.
describe('the walkthrough findings', () => {
  let product: RunningProduct;
  let browser: Browser;
  let buyer: Shopper;
  let member: Shopper;
  let staff: Shopper;

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    buyer = await createShopper(product, { firstName: 'Adwoa', lastName: 'Sarpong' });
    member = await createShopper(product, { firstName: 'Kofi', lastName: 'Boateng' });
    staff = await createShopper(product, { firstName: 'Yaa', lastName: 'Asantewaa' });
    await buyAiPlan(product, member);
    // Orders for the Orders tab and the back office's tables (the Orders table was 613 px wide at 390).
    await buyProduct(product, member, 1, 2);
    await buyProduct(product, member, 3);
    const photo = fs.readFileSync(faceFixture);
    for (let i = 0; i < 2; i += 1) {
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/png' }), 'face.png');
      const res = await fetch(`${product.url}/api/ml/analyze`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
      if (res.status !== 200) throw new Error(`analyze answered ${res.status}: ${await res.text()}`);
    }
    // Staff roles are granted on the command line; the embedded database takes one process at a time.
    await product.pause();
    product.admin(['create', staff.email]);
    product.admin(['grant', staff.email, 'dermatologist']);
    await product.restart();
    // Two analyses, two paid orders and a restart: more than the default hook time on a busy machine.
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('at 390 px nothing is wider than the screen on any page, signed out and signed in, and every page starts with a skip link', async () => {
    const problems: string[] = [];
    const visit = async (page: Page, routes: string[], who: string) => {
      // Twenty-odd pages in a row, each rendered by the server: room for a busy machine.
      page.setDefaultNavigationTimeout(60_000);
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        for (const wide of await widerThanTheScreen(page)) problems.push(`${who} ${route}: ${wide}`);
        const skip = await skipLinkWorks(page);
        if (skip) problems.push(`${who} ${route}: ${skip}`);
      }
    };
    const visitor = await openShopper(browser, product.url, phone);
    await visit(visitor.page, publicRoutes, 'visitor');
    await visitor.context.close();

    const signedIn = await openShopper(browser, product.url, phone);
    await signInThroughForm(signedIn.page, member, '/dashboard');
    await visit(signedIn.page, [...publicRoutes.filter((route) => route !== '/login'), ...shopperRoutes], 'subscriber');
    await signedIn.context.close();

    const back = await openShopper(browser, product.url, phone);
    await signInThroughForm(back.page, staff, '/admin');
    await visit(back.page, staffRoutes, 'admin');
    await back.context.close();
    expect(problems).toEqual([]);
  });

  it('the open mobile menu hides the hero text under it, and toasts stay clear of the menu bar', async () => {
    const { page, context } = await openShopper(browser, product.url, phone);
    try {
      await signInThroughForm(page, buyer, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.waitFor();
      // Every point of the open menu shows the menu, not the page under it.
      const seeThrough = await menu.evaluate((nav) => {
        const found: string[] = [];
        let element: Element | null = nav;
        while (element) {
          const colour = getComputedStyle(element).backgroundColor;
          if (/rgba\([^)]*,\s*0?\.\d+\)|\/\s*0?\.\d+\)|transparent/.test(colour) && element.tagName !== 'NAV') found.push(`${element.tagName} ${colour}`);
          if (element.tagName === 'HEADER') break;
          element = element.parentElement;
        }
        const box = nav.getBoundingClientRect();
        for (let y = box.top + 4; y < box.bottom; y += 12) {
          const hit = document.elementFromPoint(box.left + box.width / 2, y);
          if (hit && !nav.contains(hit)) found.push(`at ${Math.round(y)} px: ${hit.tagName}`);
        }
        const colour = getComputedStyle(nav).backgroundColor;
        if (/rgba\([^)]*,\s*0?\.\d+\)|\/\s*0?\.\d+\)|transparent/.test(colour)) found.push(`nav ${colour}`);
        return found;
      });
      expect(seeThrough).toEqual([]);
      await expect(seriousViolations(page).then((v) => describeViolations('/ (menu open)', v))).resolves.toBe('');
      await page.getByRole('button', { name: 'Close menu' }).click();

      // A toast shows below the bar, and the bar's buttons stay on top and usable.
      await page.goto('/products');
      await page.getByRole('article', { name: 'Lip Scrub' }).getByRole('button', { name: 'Add to Cart' }).click();
      const toast = page.getByText('Cart updated').first();
      await toast.waitFor();
      const [toastBox, barBox] = await Promise.all([toast.boundingBox(), page.locator('header[data-slot="navbar"]').boundingBox()]);
      expect(toastBox && barBox && toastBox.y >= barBox.y + barBox.height).toBe(true);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
      await page.waitForURL((url) => url.pathname === '/about');
    } finally {
      await context.close();
    }
  });

  it("product names are links to the product's page (client-side, and a new tab works); the picture box has no empty space under the photo", async () => {
    const { page, context } = await openShopper(browser, product.url);
    try {
      await page.goto('/products');
      const name = page.getByRole('article', { name: 'Body Glow' }).getByRole('link', { name: 'Body Glow' });
      const href = await name.getAttribute('href');
      expect(href).toMatch(/^\/products\/\d+$/);
      await page.evaluate(() => Object.assign(window, { stayedOnThePage: true }));
      await name.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('heading', { level: 1, name: 'Body Glow' }).waitFor();
      // No page load: the shop moved to it itself.
      await expect(page.evaluate(() => (window as unknown as { stayedOnThePage?: boolean }).stayedOnThePage)).resolves.toBe(true);
      const tab = await context.newPage();
      await tab.goto(`${product.url}${href}`);
      await tab.getByRole('heading', { level: 1, name: 'Body Glow' }).waitFor();
      await tab.close();

      await settle(page);
      const gap = await page.locator('main article img').first().evaluate((img) => {
        const box = img.parentElement?.closest('div')?.getBoundingClientRect();
        return box ? Math.round(box.bottom - img.getBoundingClientRect().bottom) : -1;
      });
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it('after paying, the dashboard opens on the Orders tab with the new order on top and focus on its heading', async () => {
    const { page, context } = await openShopper(browser, product.url);
    try {
      await signInThroughForm(page, buyer, '/products');
      await page.goto('/products');
      await page.getByRole('article', { name: 'Body Butter' }).getByRole('button', { name: /Add to Cart|Update Cart/ }).click();
      await page.getByText('Cart updated').first().waitFor();
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
      const orderId = (JSON.parse((await page.evaluate(() => localStorage.getItem('pending_checkout'))) ?? '{}') as { order_id?: number }).order_id;
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.getByText('Confirming your payment...').waitFor();
      await page.getByText('Payment successful! Your order has been placed.').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'orders');
      const thanks = page.getByRole('heading', { name: 'Thank you for your order!' });
      await thanks.waitFor();
      await expect.poll(() => thanks.evaluate((heading) => heading === document.activeElement)).toBe(true);
      await page.getByText(`Order ID: ${orderId}`).waitFor();
      const orders = page.getByRole('table', { name: 'Your orders' });
      await expect.poll(() => orders.getByRole('link').first().textContent()).toBe(`Order #${orderId}`);
      await settle(page);
      await expect(seriousViolations(page).then((v) => describeViolations('/dashboard?tab=orders (after paying)', v))).resolves.toBe('');
    } finally {
      await context.close();
    }
  });

  it('a past analysis opens whole with its face map and scores, and the Compare selects fit a phone', async () => {
    const { page, context } = await openShopper(browser, product.url, phone);
    try {
      await signInThroughForm(page, member, '/skin-analysis');
      const history = page.getByRole('region', { name: 'Analysis History' });
      await history.getByRole('listitem').first().waitFor();
      await history.getByRole('listitem').last().getByRole('button').first().click();
      const opened = page.getByRole('region', { name: /^Your analysis of / });
      await opened.waitFor();
      await expect.poll(() => opened.getByRole('heading').first().evaluate((heading) => heading === document.activeElement)).toBe(true);
      await opened.getByRole('region', { name: 'Analysis result' }).waitFor();
      await opened.locator('[data-slot="face-map"]').first().waitFor();
      await expect(opened.getByText(/Evenness/).count()).resolves.toBeGreaterThan(0);

      for (const name of ['Before', 'After']) {
        const select = page.getByRole('combobox', { name });
        const box = await select.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phone.width, `${name} select ${JSON.stringify(box)}`).toBe(true);
      }
      expect(await widerThanTheScreen(page)).toEqual([]);
      await settle(page);
      await expect(seriousViolations(page).then((v) => describeViolations('/skin-analysis (past analysis)', v))).resolves.toBe('');
    } finally {
      await context.close();
    }
  });

  it('a cancelled plan stays active until the end of the paid period and says it will not renew', async () => {
    const { page, context } = await openShopper(browser, product.url);
    try {
      await signInThroughForm(page, member, '/dashboard');
      const current = page.getByRole('region', { name: 'Current plan' });
      await current.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByText('Subscription cancelled successfully').first().waitFor();
      await current.getByText(/^Active, ends on .+, will not renew$/).waitFor();
      await expect(current.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
      // The analysis still works until then.
      await page.goto('/skin-analysis');
      await page.getByLabel('Choose image file').setInputFiles(faceFixture);
      await page.getByRole('img', { name: 'Selected photo preview' }).waitFor();
      await page.getByRole('button', { name: 'Analyze Skin' }).click();
      await page.getByText('Skin analysis completed!').first().waitFor({ timeout: 60_000 });
    } finally {
      await context.close();
    }
  });
});
