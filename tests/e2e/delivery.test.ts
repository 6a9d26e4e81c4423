import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { api, createShopper, signInThroughForm, type Shopper } from './support/account';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, openShopper, type ShopperPage } from './support/browser';
import { mailbox, startProduct, type RunningProduct } from './support/product';

interface ProductsAnswer {
  products: Array<{ product_id: number; product_name: string; price: number }>;
}

interface OrderAnswer {
  data: {
    total_amount: number;
    delivery: { option: { name: string }; fee: number } | null;
    fulfilment: { status: string; tracking_number: string | null };
  };
}

async function axeClean(page: Page, route: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(seriousViolations(page).then((v) => describeViolations(route, v))).resolves.toBe('');
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
/** The focus is on one of the group's radios (a radio group is one Tab stop). */
const isFocusedWithin = (group: Locator) =>
  group.evaluate((element) => element.contains(document.activeElement) && document.activeElement?.matches('input[type="radio"]') === true);

/** Presses Tab (at most `limit` times) until the focus is where asked, as a keyboard user moves through the page. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}
const tabTo = (page: Page, target: Locator) => tabUntil(page, () => isFocused(target), String(target));

// From an address to a parcel at the door: a shopper adds an address, chooses home delivery by
// keyboard alone and pays the fee with the items; an admin ships it; the shopper sees the tracking number.
describe('delivery journey', () => {
  let product: RunningProduct;
  let browser: Browser;
  let shopper: Shopper;
  let admin: Shopper;
  const pages: ShopperPage[] = [];
  let bodyGlow: { product_id: number; price: number };
  let orderId = 0;
  /** The shopper's browser from the address book on. */
  let shopperPage: Page;

  const open = async (who: Shopper, path: string): Promise<Page> => {
    const opened = await openShopper(browser, product.url);
    pages.push(opened);
    await signInThroughForm(opened.page, who, path);
    return opened.page;
  };

  const findProduct = async (name: string) => {
    const found = await api<ProductsAnswer>(product, admin.token, 'GET', `/api/products?search=${encodeURIComponent(name)}`);
    const match = found.body.products.find((item) => item.product_name === name);
    if (!match) throw new Error(`no seeded product named ${name}`);
    return match;
  };

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    shopper = await createShopper(product, { firstName: 'Efua', lastName: 'Owusu' });
    admin = await createShopper(product, { firstName: 'Kofi', lastName: 'Adjei' });
    await product.pause();
    expect(product.admin(['create', admin.email])).toContain('is now an admin');
    await product.restart();
    bodyGlow = await findProduct('Body Glow');
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a product out of stock cannot be added to the cart: the button is disabled and says so', async () => {
    const lipBalm = await findProduct('SPF 15 Lip Balm');
    const stocked = await api(product, admin.token, 'PUT', `/api/products/${lipBalm.product_id}`, { stock: 0 });
    expect(stocked.status).toBe(200);

    const page = await open(shopper, '/products');
    const card = page.getByRole('article', { name: 'SPF 15 Lip Balm' });
    await card.getByText('Out of stock').waitFor();
    await expect(card.getByRole('button', { name: 'Add to Cart' }).isDisabled()).resolves.toBe(true);
    // Another product still can be added.
    await expect(page.getByRole('article', { name: 'Body Glow' }).getByRole('button', { name: 'Add to Cart' }).isEnabled()).resolves.toBe(true);

    // The product's pictures are drawn on first request: slow on a loaded machine.
    await page.goto(`/products/${lipBalm.product_id}`, { timeout: 45_000 });
    await page.getByRole('heading', { name: 'SPF 15 Lip Balm' }).waitFor();
    await page.getByRole('main').getByText('Out of stock').first().waitFor();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).resolves.toBe(true);
    // The favorite still works.
    await page.getByRole('button', { name: 'Favorite SPF 15 Lip Balm' }).click();
    await page.getByRole('button', { name: 'Favorite SPF 15 Lip Balm', pressed: true }).waitFor();

    // The server refuses it too, with the contract's message.
    const added = await api<{ message: string }>(product, shopper.token, 'POST', '/api/cart/add', { product_id: lipBalm.product_id, quantity: 1 });
    expect(added.status).toBe(409);
    expect(added.body.message).toBe('SPF 15 Lip Balm is out of stock');
  });

  it('a shopper adds an address in the address book', async () => {
    const page = await open(shopper, '/dashboard');
    shopperPage = page;
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    await page.getByText('No saved addresses yet. Add one to check out faster.').waitFor();
    await axeClean(page, '/dashboard (address book, empty)');
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Full name').fill('Efua Owusu');
    // A phone that is not Ghanaian: the server's message shows at the field, nothing is lost.
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Region').selectOption('Greater Accra');
    await form.getByLabel('City or town').fill('Accra');
    await form.getByLabel('Area and street').fill('12 Cantonments Road, Osu');
    await form.getByLabel('Landmark (optional)').fill('Opposite the Danquah Circle');
    await form.getByLabel('GhanaPost digital address (optional)').fill('GA-183-8164');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await expect(form.getByLabel('City or town').inputValue()).resolves.toBe('Accra');
    await axeClean(page, '/dashboard (address form with an error)');

    await form.getByLabel('Phone').fill('024 123 4567');
    await form.getByRole('button', { name: 'Save address' }).click();
    const book = page.getByRole('list', { name: 'Your addresses' });
    await book.getByText('Efua Owusu').waitFor();
    await book.getByText('Default').waitFor();
    await axeClean(page, '/dashboard (address book)');
  });

  it('the shopper checks out by keyboard alone, choosing home delivery, and pays the fee with the items on the sandbox page', async () => {
    const page = shopperPage;
    await page.goto('/products');
    await page.getByRole('article', { name: 'Body Glow' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 1' }).waitFor();

    await page.goto('/checkout');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    const addresses = delivery.getByRole('radiogroup', { name: 'Delivery address' });
    await expect(addresses.getByRole('radio', { name: /Efua Owusu/ }).isChecked()).resolves.toBe(true);
    const options = delivery.getByRole('radiogroup', { name: 'Delivery option' });
    const home = options.getByRole('radio', { name: 'Home delivery, Greater Accra' });
    await home.waitFor();
    await delivery.getByText('Free over $50.00').waitFor();
    await axeClean(page, '/checkout (delivery)');

    // Keyboard alone from the top of the page: Tab into the options, the arrow keys move within the group, Space chooses.
    await page.locator('body').focus();
    await tabUntil(page, () => isFocusedWithin(options), 'the delivery options');
    for (let moves = 0; moves < 5 && !(await isFocused(home)); moves += 1) await page.keyboard.press('ArrowDown');
    expect(await isFocused(home)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => home.isChecked()).toBe(true);
    const summary = page.getByRole('definition').filter({ hasText: '$3.00' });
    await page.getByRole('term').filter({ hasText: 'Delivery: Home delivery, Greater Accra' }).waitFor();
    await summary.waitFor();
    const total = bodyGlow.price + 3;
    await page.getByRole('definition').filter({ hasText: `$${total.toFixed(2)}` }).waitFor();
    await axeClean(page, '/checkout (home delivery chosen)');

    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByText('TEST MODE').first().waitFor();
    // The provider charges the items and the fee.
    await page.getByText(total.toFixed(2)).first().waitFor();
    const pending = await page.evaluate(() => localStorage.getItem('pending_checkout'));
    orderId = (JSON.parse(pending ?? '{}') as { order_id?: number }).order_id ?? 0;
    expect(orderId).toBeGreaterThan(0);
    await tabTo(page, page.getByRole('button', { name: /^Pay/ }));
    await page.keyboard.press('Enter');
    await page.getByText('Payment successful! Your order has been placed.').first().waitFor();

    const order = await api<OrderAnswer>(product, shopper.token, 'GET', `/api/orders/${orderId}`);
    expect(order.body.data.total_amount).toBeCloseTo(total, 2);
    expect(order.body.data.delivery?.option.name).toBe('Home delivery, Greater Accra');
    expect(order.body.data.delivery?.fee).toBe(3);
    expect(order.body.data.fulfilment.status).toBe('unfulfilled');

    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await page.getByText('Home delivery, Greater Accra: $3.00').waitFor();
    await page.getByText('12 Cantonments Road, Osu', { exact: false }).first().waitFor();
    await axeClean(page, `/orders/${orderId} (paid)`);
  });

  it('an admin ships it with a carrier and a tracking number; the shopper sees it shipped and is mailed', async () => {
    const page = await open(admin, '/admin/fulfilment');
    const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
    await row.getByText('Body Glow x 1').waitFor();
    await axeClean(page, '/admin/fulfilment');
    await row.getByRole('button', { name: `Ship order #${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${orderId}` });
    // Both are required: nothing is sent without them.
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => dialog.getByLabel('Tracking number').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Carrier').selectOption({ label: 'DHL' });
    await dialog.getByLabel('Tracking number').fill('JD014600003828');
    await axeClean(page, '/admin/fulfilment (ship dialog)');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The delivery options it was sent with are the admin's to edit.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
    await page.getByRole('cell', { name: /Home delivery, Greater Accra/ }).first().waitFor();
    await axeClean(page, '/admin/delivery');
    await page.getByRole('button', { name: 'Edit Home delivery, Greater Accra' }).click();
    const edit = page.getByRole('form', { name: 'Edit Home delivery, Greater Accra' });
    await expect(edit.getByRole('checkbox', { name: 'Greater Accra' }).isChecked()).resolves.toBe(true);
    await axeClean(page, '/admin/delivery (edit dialog)');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await shopperPage.goto(`/orders/${orderId}`);
    await shopperPage.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await shopperPage.getByText('JD014600003828', { exact: false }).first().waitFor();
    await shopperPage.getByText(/Shipped/).first().waitFor();
    await axeClean(shopperPage, `/orders/${orderId} (shipped)`);

    const order = await api<OrderAnswer>(product, shopper.token, 'GET', `/api/orders/${orderId}`);
    expect(order.body.data.fulfilment).toMatchObject({ status: 'shipped', tracking_number: 'JD014600003828' });
    await expect
      .poll(async () => (await mailbox(product)).some((mail) => mail.to === shopper.email && mail.text.includes('JD014600003828')))
      .toBe(true);
  });

  it('ran without script errors', () => {
    const unexpected = pages.flatMap((opened) => opened.errors).filter((e) => !/status of (400|401|403|404|409)/.test(e));
    expect(unexpected).toEqual([]);
  });
});
