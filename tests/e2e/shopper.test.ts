import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { api, newEmail } from './support/account';
import { describeViolations, seriousViolations } from './support/axe';
import { actOnceHydrated, launchBrowser, openShopper, pathOf, settle, type ShopperPage } from './support/browser';
import { mailedLink, startProduct, type RunningProduct } from './support/product';

interface CartAnswer {
  data: { items: Array<{ id: number; product_id: number; quantity: number; product: { product_name: string } }>; cart_total: number };
}

// One shopper from sign-up to a paid order, in one browser profile.
describe('shopper journey', () => {
  let product: RunningProduct;
  let browser: Browser;
  let shopper: ShopperPage;
  let page: Page;
  const email = newEmail('ama');
  // Typed key by key below, so the checklist can be watched filling in.
  const password = 'sS1!ecret';
  const token = () => page.evaluate(() => localStorage.getItem('token') ?? '');
  const cartLines = async () => (await api<CartAnswer>(product, await token(), 'GET', '/api/cart')).body.data.items;

  /** axe on the page as it is now: zero serious or critical violations. */
  async function expectNoSeriousViolations(where: string) {
    await settle(page);
    expect(describeViolations(where, await seriousViolations(page))).toBe('');
  }

  beforeAll(async () => {
    product = await startProduct({ template: inject('productTemplate') });
    browser = await launchBrowser();
    shopper = await openShopper(browser, product.url);
    page = shopper.page;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('creates an account with the password checklist following each key', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Ama');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Mensah');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const checklist = form.getByRole('list', { name: 'Password requirements' });
    const met = () => checklist.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('data-met') === 'true'));
    const password = form.getByLabel('Password', { exact: true });
    await expect(met()).resolves.toEqual([false, false, false, false, false]);
    // Length, uppercase, lowercase, digit, special: each key press updates the list.
    const steps: Array<[string, boolean[]]> = [
      ['s', [false, false, true, false, false]],
      ['S', [false, true, true, false, false]],
      ['1', [false, true, true, true, false]],
      ['!', [false, true, true, true, true]],
      ['ecret', [true, true, true, true, true]],
    ];
    for (const [keys, expected] of steps) {
      await password.pressSequentially(keys);
      await expect.poll(met).toEqual(expected);
    }
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Registration successful! Please check your email to verify your account.').first().waitFor();
    // The form switches to sign-in with cleared fields.
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expect(page.getByRole('form', { name: 'Welcome Back' }).getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('');
  });

  it('cannot sign in before verifying, then verifies from the mailed link', async () => {
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please verify your email before logging in').first().waitFor();
    expect(pathOf(page)).toBe('/login');

    // As a newcomer would: the dev mailbox page, then the link in the mail.
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article').filter({ hasText: `To ${email}` }).first();
    await mail.getByRole('heading').waitFor();
    const link = mail.getByRole('link', { name: /\/verify-email\// });
    await expect(link.getAttribute('href')).resolves.toBe(await mailedLink(product, email, 'verify-email'));
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/verify-email/'));
    await page.getByText('Email verified successfully! You can now login.').first().waitFor();
    // After 2 seconds the page moves on to the login form.
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
  });

  it('signs in and comes back to the page they came from', async () => {
    await page.goto('/products');
    await page.getByRole('article', { name: 'Vitamin C Serum' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/products');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login successful!').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect(token()).resolves.not.toBe('');
    await expect(page.getByRole('button', { name: 'Account' }).count()).resolves.toBe(1);
  });

  it('keeps favorites across a reload and shows them in the dashboard', async () => {
    const card = page.getByRole('article', { name: 'Body Butter' });
    const heart = card.getByRole('button', { name: 'Favorite Body Butter' });
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Favorites, 1' }).waitFor();
    // Saved on the server (the shop saves the list in the background) before the reload.
    const savedFavorites = async () => (await api<{ data: { favorites: number[] } }>(product, await token(), 'GET', '/api/user/favorites')).body.data.favorites;
    await expect.poll(savedFavorites).toHaveLength(1);

    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: 'Body Butter' }).getByRole('button', { name: 'Favorite Body Butter' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Favorites, 1' }).waitFor();

    await page.getByRole('button', { name: 'Favorites, 1' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const favorites = page.getByRole('tabpanel', { name: 'Favorites' });
    await favorites.getByRole('article', { name: 'Body Butter' }).waitFor();
    await expect(favorites.getByRole('article').count()).resolves.toBe(1);
  });

  it('adds to the cart, updates from the card, steps in the dashboard and removes, with the badge following', async () => {
    await page.goto('/products');
    const serum = page.getByRole('article', { name: 'Vitamin C Serum' });
    await serum.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' }).fill('2');
    await serum.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 2' }).waitFor();
    await serum.getByRole('button', { name: 'Update Cart' }).waitFor();
    await expect(cartLines().then((lines) => lines.map((l) => [l.product.product_name, l.quantity]))).resolves.toEqual([['Vitamin C Serum', 2]]);

    // The card's quantity is clamped to 1..99.
    const quantity = serum.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' });
    await quantity.fill('150');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('99');
    // 'Update Cart' sets the line to the quantity shown; it does not add to it.
    await quantity.fill('5');
    await serum.getByRole('button', { name: 'Update Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 5' }).waitFor();
    await expect(cartLines().then((lines) => lines.map((l) => [l.product.product_name, l.quantity]))).resolves.toEqual([['Vitamin C Serum', 5]]);
    // After a reload the card still shows what is in the cart.
    await page.reload();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' }).inputValue()).toBe('5');

    await page.getByRole('article', { name: 'Lip Scrub' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 6' }).waitFor();

    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const cart = page.getByRole('tabpanel', { name: 'Cart' });
    const scrubQuantity = cart.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await expect(scrubQuantity.inputValue()).resolves.toBe('1');
    // Minus never goes below 1.
    await expect(cart.getByRole('button', { name: 'Decrease quantity of Lip Scrub' }).isDisabled()).resolves.toBe(true);
    await cart.getByRole('button', { name: 'Increase quantity of Lip Scrub' }).click();
    await expect.poll(() => scrubQuantity.inputValue()).toBe('2');
    await page.getByText('Cart updated').first().waitFor();
    await page.getByRole('button', { name: 'Cart, 7' }).waitFor();
    await cart.getByRole('button', { name: 'Increase quantity of Lip Scrub' }).click();
    await expect.poll(() => scrubQuantity.inputValue()).toBe('3');
    await cart.getByRole('button', { name: 'Decrease quantity of Lip Scrub' }).click();
    await expect.poll(() => scrubQuantity.inputValue()).toBe('2');
    await expect.poll(async () => (await cartLines()).find((l) => l.product.product_name === 'Lip Scrub')?.quantity).toBe(2);
    await cart.getByText(`Total: $${(5 * 3.99 + 2 * 0.99).toFixed(2)}`).waitFor();
    await expectNoSeriousViolations('/dashboard?tab=cart with items');

    await cart.getByRole('button', { name: 'Remove Vitamin C Serum' }).click();
    await page.getByText('Item removed from cart').first().waitFor();
    await page.getByRole('button', { name: 'Cart, 2' }).waitFor();
    await expect(cartLines().then((lines) => lines.map((l) => [l.product.product_name, l.quantity]))).resolves.toEqual([['Lip Scrub', 2]]);
    await cart.getByRole('button', { name: 'Remove Lip Scrub' }).click();
    await cart.getByText('Your cart is empty').waitFor();
    await page.getByRole('button', { name: 'Cart', exact: true }).waitFor();
  });

  it('checks out on the sandbox payment page and sees the paid order', async () => {
    await page.goto('/checkout');
    await page.getByText('Your cart is empty').waitFor();

    await page.goto('/products');
    await page.getByRole('article', { name: 'Body Glow' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Cart, 1' }).waitFor();
    await page.goto('/checkout');
    const summary = page.getByRole('list', { name: 'Order items' });
    await summary.getByText('Body Glow').waitFor();
    await expectNoSeriousViolations('/checkout with items');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByText('TEST MODE').first().waitFor();
    await page.getByText('7.99').first().waitFor();
    await expectNoSeriousViolations('the sandbox payment page');
    const pending = await page.evaluate(() => localStorage.getItem('pending_checkout'));
    const orderId = (JSON.parse(pending ?? '{}') as { order_id?: number }).order_id;
    expect(orderId).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.getByText('Payment successful! Your order has been placed.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.evaluate(() => localStorage.getItem('pending_checkout'))).resolves.toBeNull();
    await page.getByRole('button', { name: 'Cart', exact: true }).waitFor();
    await expect(cartLines()).resolves.toEqual([]);

    await page.goto(`/order-confirmation?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText(`Order ID: ${orderId}`).waitFor();
    await page.getByText('Body Glow x 1').waitFor();
    const status = await api<{ data: { status: string } }>(product, await token(), 'GET', `/api/orders/${orderId}/status`);
    expect(status.body.data.status).toBe('paid');
    await expectNoSeriousViolations('/order-confirmation');

    // The Orders tab has the paid order on top; it opens the order's page with its payment.
    await page.goto('/dashboard?tab=orders');
    const orders = page.getByRole('table', { name: 'Your orders' });
    await orders.getByRole('link').first().filter({ hasText: `Order #${orderId}` }).waitFor();
    await orders.getByText('Paid', { exact: true }).first().waitFor();
    await expectNoSeriousViolations('/dashboard?tab=orders');
    await orders.getByRole('link', { name: `Order #${orderId}` }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await page.getByText('Body Glow x 1').waitFor();
    await page.getByText(/^nya-ord-/).waitFor();
    await expectNoSeriousViolations(`/orders/${orderId}`);
  });

  it('passes axe on every route when signed in', async () => {
    const routes = ['/', '/products', '/products/1', '/subscriptions', '/about', '/skin-analysis', '/SkinAnalysis', '/dashboard', '/dashboard?tab=favorites', '/dashboard?tab=cart', '/checkout', '/login', '/verify-email/not-a-token', '/reset-password/not-a-token'];
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) failures.push(describeViolations(route, violations));
    }
    // The chat panel of a member, open.
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).waitFor();
    const chat = await seriousViolations(page);
    if (chat.length > 0) failures.push(describeViolations('chat panel', chat));
    expect(failures.join('\n')).toBe('');
  });

  it('finds the Dashboard in the mobile menu when signed in', async () => {
    const phone = await browser.newContext({ baseURL: product.url, viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
    try {
      const p = actOnceHydrated(await phone.newPage());
      await p.goto('/about');
      await p.getByRole('button', { name: 'Open menu' }).click();
      const menu = p.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About', 'Dashboard']);
      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await p.waitForURL((url) => url.pathname === '/dashboard');
      await p.getByRole('tab', { name: 'Profile' }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('logs out', async () => {
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').first().waitFor();
    await expect(token()).resolves.toBe('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it('ran without script errors', () => {
    const unexpected = shopper.errors.filter((e) => !/status of (400|401|403|404)/.test(e));
    expect(unexpected).toEqual([]);
  });
});
