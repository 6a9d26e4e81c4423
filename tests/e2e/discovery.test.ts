import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createShopper, signInThroughForm } from './support/account';
import { launchBrowser, openShopper, pathOf, settle } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

interface ListAnswer {
  products: Array<{ product_id: number; product_name: string }>;
}

// Discovery: browse by category, filter by concern and price, sort, share the address; and a
// shopper who bought a product reviews it.
describe('discovery', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    const shopper = await openShopper(browser, product.url);
    page = shopper.page;
    errors = shopper.errors;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** The product names the grid shows, in order. */
  const shownNames = (on: Page) =>
    on.locator('[data-slot="product-card"]').evaluateAll((cards) => cards.map((card) => card.querySelector('h3, h2')?.textContent?.trim() ?? ''));
  const apiNames = async (query: string) => {
    const res = await fetch(`${product.url}/api/products?${query}`);
    return ((await res.json()) as ListAnswer).products.map((p) => p.product_name);
  };

  it('browses by category from the home page, filters by concern and price, sorts, and Back undoes a step', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Lip' }).click();
    await page.waitForURL((url) => pathOf(page) === '/products?category=lip' && url.pathname === '/products');
    await settle(page);
    await expect.poll(() => shownNames(page)).toEqual(await apiNames('category=lip'));
    await expect(page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Lip' }).getAttribute('aria-current')).resolves.toBe('page');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Dryness' }).click();
    await page.waitForURL(() => pathOf(page) === '/products?category=lip&concern=dryness');
    const max = filters.getByRole('spinbutton', { name: 'Max' });
    await max.fill('3');
    await max.press('Enter');
    await page.waitForURL(() => pathOf(page) === '/products?category=lip&concern=dryness&max_price=3');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    const shared = '/products?category=lip&concern=dryness&max_price=3&sort=price_desc';
    await page.waitForURL(() => pathOf(page) === shared);
    const expected = await apiNames('category=lip&concern=dryness&max_price=3&sort=price&order=DESC');
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => shownNames(page)).toEqual(expected);
    // The spec's grid texts stay.
    await page.getByRole('heading', { name: 'Bestselling Products' }).waitFor();
    await page.getByPlaceholder('Search products...').waitFor();
    await page.getByText('Page 1 of 1').waitFor();

    // The address shared: another browser profile sees the same, rendered by the server.
    const other = await openShopper(browser, product.url);
    try {
      const html = await (await fetch(`${product.url}${shared}`)).text();
      for (const name of expected) expect(html).toContain(name.replace(/&/g, '&amp;'));
      await other.page.goto(shared);
      await settle(other.page);
      await expect.poll(() => shownNames(other.page)).toEqual(expected);
      await expect(other.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).resolves.toBe('price_desc');
    } finally {
      await other.context.close();
    }

    await page.goBack();
    await page.waitForURL(() => pathOf(page) === '/products?category=lip&concern=dryness&max_price=3');
    await expect.poll(() => shownNames(page)).toEqual(await apiNames('category=lip&concern=dryness&max_price=3'));
  });

  it('shows a product with its details, and its buyer rates and reviews it after a paid checkout', async () => {
    const shopper = await createShopper(product, { firstName: 'Esi', lastName: 'Boateng' });
    await signInThroughForm(page, shopper);
    const listed = ((await (await fetch(`${product.url}/api/products?search=Vitamin%20C%20Serum`)).json()) as ListAnswer).products;
    const serum = listed.find((p) => p.product_name === 'Vitamin C Serum');
    await page.goto(`/products/${serum!.product_id}`);
    await page.getByRole('heading', { name: 'How to use' }).waitFor();
    await page.getByRole('heading', { name: 'Skin concerns' }).waitFor();
    await page.getByRole('heading', { name: 'You may also like' }).waitFor();
    // Not bought yet: no form.
    await expect(page.getByRole('form', { name: 'Write a review' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 1' }).waitFor();
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText('Payment successful! Your order has been placed.').first().waitFor();

    await page.goto(`/products/${serum!.product_id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Your review (optional)').fill('Brighter skin in two weeks <script>');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Thank you for your review!').first().waitFor();
    await page.getByText('Brighter skin in two weeks <script>').waitFor();
    await page.getByText('Esi B.').first().waitFor();

    // The card in the grid shows the average and count.
    await page.goto('/products?search=Vitamin%20C%20Serum');
    await page.getByRole('article', { name: 'Vitamin C Serum', exact: true }).getByRole('img', { name: '4.0 out of 5 stars, 1 review' }).waitFor();
    // The home page remembers the product as recently viewed.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Recently viewed' }).waitFor();
  });

  it('ran without script errors', () => {
    expect(errors.filter((e) => !/status of (400|401|403|404)/.test(e))).toEqual([]);
  });
});
