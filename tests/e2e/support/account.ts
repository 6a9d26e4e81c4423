import type { Page } from 'playwright-core';
import { mailedLink } from './product';

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

let counter = 0;

/** A new address per call, so one server holds many shoppers. */
export function newEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}${counter}-${Date.now().toString(36)}@example.com`;
}

export const strongPassword = 'Secret12!x';

async function postJson<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Registers through the API, follows the mailed link, logs in: a ready shopper. */
export async function createShopper(product: { url: string }, opts: { firstName?: string; lastName?: string } = {}): Promise<Shopper> {
  const email = newEmail();
  const firstName = opts.firstName ?? 'Ama';
  const lastName = opts.lastName ?? 'Mensah';
  const register = await postJson(`${product.url}/api/auth/register`, { email, password: strongPassword, first_name: firstName, last_name: lastName });
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${JSON.stringify(register.body)}`);
  const link = await mailedLink(product, email, 'verify-email');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const verify = await fetch(`${product.url}/api/auth/verify-email/${token}`);
  if (!verify.ok) throw new Error(`verification answered ${verify.status}`);
  const login = await postJson<{ data: { token: string } }>(`${product.url}/api/auth/login`, { email, password: strongPassword });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, password: strongPassword, firstName, lastName, token: login.body.data.token };
}

/** Signs in through the login form and waits until the shop has left /login. */
export async function signInThroughForm(page: Page, shopper: Pick<Shopper, 'email' | 'password'>, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Authenticated API call from the test, to set up or check state behind the UI. */
export async function api<T>(product: { url: string }, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${product.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Pays on the sandbox's hosted page over HTTP, as its Pay button does; answers the payment reference the shop is sent back with. */
export async function payOnSandbox(product: { url: string }, paymentUrl: string): Promise<string> {
  const hosted = await (await fetch(paymentUrl)).text();
  const action = /<form method="post" action="([^"]+\/pay)"/.exec(hosted)?.[1] ?? '';
  const paid = await fetch(new URL(action, product.url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  return new URL(paid.headers.get('location') ?? '', product.url).searchParams.get('reference') ?? '';
}

async function verified(product: { url: string }, shopper: Shopper, reference: string): Promise<void> {
  const answer = await api<{ data: { status: string } }>(product, shopper.token, 'GET', `/api/payments/verify/${reference}`);
  if (answer.body.data.status !== 'success') throw new Error(`the payment was not verified: ${JSON.stringify(answer.body)}`);
}

/** Buys the AI + Dermatologist plan on the sandbox's hosted page over HTTP, and verifies it as the dashboard would. */
export async function buyAiPlan(product: { url: string }, shopper: Shopper): Promise<void> {
  const created = await api<{ payment_url: string }>(product, shopper.token, 'POST', '/api/subscription/create', {
    package_type: 'ai_analysis',
    email: shopper.email,
    amount: 29.99,
    billing_cycle: 'monthly',
  });
  if (created.status !== 200) throw new Error(`subscription/create answered ${created.status}: ${JSON.stringify(created.body)}`);
  await verified(product, shopper, await payOnSandbox(product, created.body.payment_url));
}

/** Puts a product in the cart, checks out and pays on the sandbox over HTTP: a paid order. */
export async function buyProduct(product: { url: string }, shopper: Shopper, productId: number, quantity = 1): Promise<number> {
  const added = await api(product, shopper.token, 'POST', '/api/cart/add', { product_id: productId, quantity });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}: ${JSON.stringify(added.body)}`);
  const checkout = await api<{ payment_url: string; order_id: number }>(product, shopper.token, 'POST', '/api/cart/checkout');
  if (checkout.status !== 200) throw new Error(`cart/checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  await verified(product, shopper, await payOnSandbox(product, checkout.body.payment_url));
  return checkout.body.order_id;
}
