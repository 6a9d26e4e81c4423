import { expect } from 'vitest';
import { bearer, type TestApp } from './helpers';

/** Helpers shared by the payments, checkout, orders and subscriptions tests. */

export interface CatalogProduct {
  product_id: number;
  product_name: string;
  price: number;
}

export async function catalog(app: TestApp): Promise<CatalogProduct[]> {
  const res = await app.inject({ method: 'GET', url: '/api/products?limit=100' });
  return res.json<{ products: CatalogProduct[] }>().products;
}

export async function addToCart(app: TestApp, token: string, productId: number, quantity: number): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { product_id: productId, quantity } });
  expect(res.statusCode, res.body).toBe(200);
}

export async function cartLines(app: TestApp, token: string): Promise<Array<{ product_id: number; quantity: number }>> {
  const res = await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
  return res.json<{ data: { items: Array<{ product_id: number; quantity: number }> } }>().data.items.map((i) => ({
    product_id: i.product_id,
    quantity: i.quantity,
  }));
}

export interface CheckoutAnswer {
  success: boolean;
  message: string;
  payment_url: string;
  order_id: number;
  total_amount: number;
}

export async function checkout(app: TestApp, token: string): Promise<CheckoutAnswer> {
  const res = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { ...bearer(token), 'content-type': 'application/json' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutAnswer>();
}

/** The reference a provider put on the way back, checked to be there twice, as Paystack does. */
export function returnedReference(location: string): { url: URL; reference: string } {
  const url = new URL(location);
  const reference = url.searchParams.get('reference');
  expect(reference).toBeTruthy();
  expect(url.searchParams.get('trxref')).toBe(reference);
  return { url, reference: reference ?? '' };
}

/**
 * Acts on the sandbox's hosted page like a browser: opens the page, submits one of its forms,
 * follows the redirect's Location. Returns where the browser lands.
 */
export async function useSandboxPage(app: TestApp, paymentUrl: string, action: 'pay' | 'decline' | 'cancel'): Promise<URL> {
  const pagePath = new URL(paymentUrl).pathname;
  const page = await app.inject({ method: 'GET', url: pagePath });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('TEST MODE');
  expect(page.body).not.toContain('<script');
  const form = new RegExp(`<form method="post" action="([^"]+/${action})"`).exec(page.body);
  expect(form?.[1], `the page offers ${action}`).toBeTruthy();
  const submit = await app.inject({
    method: 'POST',
    url: form?.[1] ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(submit.statusCode).toBe(303);
  return new URL(String(submit.headers.location));
}

/** The same on the fake Paystack's hosted page, over real HTTP. */
export async function usePaystackPage(paymentUrl: string, action: 'pay' | 'decline' | 'cancel'): Promise<URL> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new RegExp(`<form method="post" action="([^"]+/${action})"`).exec(html);
  expect(form?.[1]).toBeTruthy();
  const submit = await fetch(new URL(form?.[1] ?? '', paymentUrl), { method: 'POST', redirect: 'manual' });
  expect(submit.status).toBe(302);
  return new URL(String(submit.headers.get('location')));
}

export async function verifyPayment(app: TestApp, token: string, reference: string) {
  return app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: bearer(token) });
}

export async function orderStatus(app: TestApp, token: string, orderId: number): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/orders/${orderId}/status`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { status: string } }>().data.status;
}

export async function orderOf(app: TestApp, token: string, orderId: number) {
  const res = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) });
  return res;
}

/** Rows as the database holds them, for "applied exactly once" checks. */
// Both drivers' raw rows: PGlite gives Date objects, postgres.js may give text for timestamptz.
const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export async function paymentRows(app: TestApp, userEmail: string) {
  const rows = await app.testing.database.query<{
    reference: string;
    status: string;
    applied_at: Date | string | null;
    purpose: string;
    refusal: string | null;
  }>(
    `SELECT p.reference, p.status, p.applied_at, p.purpose, p.refusal FROM payments p JOIN users u ON u.id = p.user_id
      WHERE u.email = $1 ORDER BY p.id`,
    [userEmail.toLowerCase()],
  );
  return rows.map((row) => ({ ...row, applied_at: asDate(row.applied_at) }));
}

export async function subscriptionRows(app: TestApp, userEmail: string) {
  const rows = await app.testing.database.query<{ id: number; package_type: string; is_active: boolean; end_date: Date | string | null }>(
    `SELECT s.id, s.package_type, s.is_active, s.end_date FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE u.email = $1 ORDER BY s.id`,
    [userEmail.toLowerCase()],
  );
  return rows.map((row) => ({ ...row, end_date: asDate(row.end_date) }));
}

export async function orderRows(app: TestApp, userEmail: string) {
  const rows = await app.testing.database.query<{ id: number; status: string; paid_at: Date | string | null }>(
    `SELECT o.id, o.status, o.paid_at FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1 ORDER BY o.id`,
    [userEmail.toLowerCase()],
  );
  return rows.map((row) => ({ ...row, paid_at: asDate(row.paid_at) }));
}
