// Simulated shoppers over real HTTP: browse, search, add to the cart, change quantities, and
// (optionally) check out on the sandbox payment page. Used by the load and restart tests here and
// by the long load benchmark (tests/e2e/bench), so it needs nothing but fetch.

export interface LoadShopper {
  token: string;
  /** What the cart must hold, built only from writes the server accepted (product id -> quantity). */
  expectedCart: Map<number, number>;
  /** Orders this shopper paid for on the sandbox page, confirmed paid by the verification call. */
  paidOrders: number[];
  /** Products whose last write got no answer (the server died mid-request): it may or may not have landed. */
  uncertain: Set<number>;
  /**
   * Payments whose verification got no answer (the server died on the way): `sandboxPaid` when the
   * sandbox page had already answered that the payment went through, so the order must end paid.
   */
  unverified: Array<{ orderId: number; reference: string; sandboxPaid: boolean }>;
}

export function newShopper(token: string): LoadShopper {
  return { token, expectedCart: new Map(), paidOrders: [], uncertain: new Set(), unverified: [] };
}

export interface LoadStats {
  requests: number;
  /** Answers with a status of 500 or more, as "METHOD path -> status". */
  serverErrors: string[];
  /** Other refusals (rate limits, validation), by status. */
  refused: Map<number, number>;
  /** Requests that got no answer at all (the server was killed). */
  unanswered: number;
  /** Cart adds and updates the server accepted. */
  cartWrites: number;
  latenciesMs: number[];
  /** The slowest answer per kind of request ("POST /api/cart/checkout"), in ms. */
  slowest: Map<string, number>;
}

export function newStats(): LoadStats {
  return { requests: 0, serverErrors: [], refused: new Map(), unanswered: 0, cartWrites: 0, latenciesMs: [], slowest: new Map() };
}

interface CartAnswer {
  data: { items: Array<{ id: number; product_id: number; quantity: number }> };
}

async function call<T>(baseUrl: string, stats: LoadStats, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T } | undefined> {
  const started = performance.now();
  stats.requests += 1;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    record(stats, `${method} ${path.replace(/\?.*$/, '').replace(/\/[^/]*\d[^/]*$/, '/:id')}`, performance.now() - started);
    if (res.status >= 500) stats.serverErrors.push(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
    else if (res.status >= 400) stats.refused.set(res.status, (stats.refused.get(res.status) ?? 0) + 1);
    const parsed = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as T) : (text as T);
    return { status: res.status, body: parsed };
  } catch {
    stats.unanswered += 1;
    return undefined;
  }
}

function record(stats: LoadStats, kind: string, ms: number): void {
  stats.latenciesMs.push(ms);
  stats.slowest.set(kind, Math.max(ms, stats.slowest.get(kind) ?? 0));
}

const searchWords = ['lip', 'serum', 'body', 'sun', 'butter', 'glow', 'cream', 'set'];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/**
 * One shopper's session until `until` (ms since epoch): each step browses, searches or writes to
 * the cart; accepted cart writes update `expectedCart`. With `checkout`, a full cart is paid now
 * and then, which empties it on the server and in the model. With `minSteps`, at least that many
 * steps however slow the machine is, so a test's counts do not depend on its speed.
 */
export async function shop(baseUrl: string, shopper: LoadShopper, productIds: readonly number[], until: number, stats: LoadStats, options: { checkout?: boolean; minSteps?: number } = {}): Promise<void> {
  for (let steps = 0; Date.now() < until || steps < (options.minSteps ?? 0); steps += 1) {
    const step = Math.random();
    if (step < 0.25) {
      await call(baseUrl, stats, 'GET', `/api/products?page=${1 + Math.floor(Math.random() * 3)}&limit=12`);
    } else if (step < 0.4) {
      await call(baseUrl, stats, 'GET', `/api/products?search=${pick(searchWords)}`);
    } else if (step < 0.5) {
      await call(baseUrl, stats, 'GET', `/api/products/${pick(productIds)}`);
    } else if (step < 0.8) {
      await addToCart(baseUrl, shopper, pick(productIds), 1 + Math.floor(Math.random() * 3), stats);
    } else if (step < 0.95 || !options.checkout) {
      const cart = await call<CartAnswer>(baseUrl, stats, 'GET', '/api/cart', shopper.token);
      const line = cart?.status === 200 ? cart.body.data.items[0] : undefined;
      if (line) {
        const quantity = 1 + Math.floor(Math.random() * 5);
        const res = await call(baseUrl, stats, 'PUT', `/api/cart/${line.id}`, shopper.token, { product_id: line.product_id, quantity });
        if (res?.status === 200) {
          stats.cartWrites += 1;
          shopper.expectedCart.set(line.product_id, quantity);
        }
        if (!res) shopper.uncertain.add(line.product_id);
      }
    } else if (shopper.expectedCart.size > 0) {
      await checkoutOnSandbox(baseUrl, shopper, stats);
    }
  }
}

/** POST /api/cart/add, kept in the shopper's model when accepted (or marked uncertain when unanswered). */
export async function addToCart(baseUrl: string, shopper: LoadShopper, productId: number, quantity: number, stats: LoadStats): Promise<void> {
  const res = await call<CartAnswer>(baseUrl, stats, 'POST', '/api/cart/add', shopper.token, { product_id: productId, quantity });
  if (res?.status === 200) {
    stats.cartWrites += 1;
    shopper.expectedCart.set(productId, Math.min(99, (shopper.expectedCart.get(productId) ?? 0) + quantity));
  }
  if (!res) shopper.uncertain.add(productId);
}

/**
 * Checkout, then the sandbox page's Pay form as a browser submits it, then the shop's verification.
 * Returns the paid order's id, or undefined when the server stopped answering on the way or
 * `verify: false` skips the return to the shop (the payment is then in `unverified`); any answer
 * that is not the expected one throws.
 */
export async function checkoutOnSandbox(baseUrl: string, shopper: LoadShopper, stats: LoadStats, options: { verify?: boolean } = {}): Promise<number | undefined> {
  const order = await call<{ order_id: number; payment_url: string }>(baseUrl, stats, 'POST', '/api/cart/checkout', shopper.token);
  if (!order) return undefined;
  if (order.status !== 200) throw new Error(`checkout answered ${order.status}: ${JSON.stringify(order.body).slice(0, 200)}`);
  const orderId = order.body.order_id;
  const reference = new URL(order.body.payment_url).pathname.split('/').pop() ?? '';
  const page = await call<string>(baseUrl, stats, 'GET', new URL(order.body.payment_url).pathname);
  if (!page) return undefined;
  const action = typeof page.body === 'string' ? /<form method="post" action="([^"]+\/pay)"/.exec(page.body)?.[1] : undefined;
  if (page.status !== 200 || !action) throw new Error(`the sandbox page of order ${orderId} answered ${page.status} without a Pay form: ${String(page.body).slice(0, 200)}`);
  const started = performance.now();
  stats.requests += 1;
  const paid = await fetch(new URL(action, baseUrl), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }).catch(() => undefined);
  record(stats, 'POST /pay/:reference/pay', performance.now() - started);
  if (!paid) {
    // The payment may or may not have gone through before the server died.
    stats.unanswered += 1;
    shopper.unverified.push({ orderId, reference, sandboxPaid: false });
    return undefined;
  }
  if (paid.status >= 500) stats.serverErrors.push(`POST ${action} -> ${paid.status}`);
  const location = paid.headers.get('location');
  if (paid.status !== 303 || !location) throw new Error(`Pay on the sandbox page of order ${orderId} answered ${paid.status}: ${(await paid.text()).slice(0, 200)}`);
  // Back in the shop with the reference: the shop verifies it, which settles the order.
  const returned = new URL(location, baseUrl).searchParams.get('reference');
  if (returned !== reference) throw new Error(`the sandbox sent order ${orderId} back with reference ${returned}, not ${reference}`);
  if (options.verify === false) {
    // A shopper who paid and closed the tab before coming back to the shop.
    shopper.unverified.push({ orderId, reference, sandboxPaid: true });
    return undefined;
  }
  const verified = await call<{ data: { status: string; order_id?: number } }>(baseUrl, stats, 'GET', `/api/payments/verify/${reference}`, shopper.token);
  if (!verified) {
    shopper.unverified.push({ orderId, reference, sandboxPaid: true });
    return undefined;
  }
  if (verified.status !== 200 || verified.body.data.status !== 'success' || verified.body.data.order_id !== orderId) {
    throw new Error(`verifying the paid order ${orderId} answered ${verified.status}: ${JSON.stringify(verified.body).slice(0, 200)}`);
  }
  shopper.paidOrders.push(orderId);
  shopper.expectedCart.clear();
  return orderId;
}

/** The cart as the server holds it now (product id -> quantity). */
export async function serverCart(baseUrl: string, token: string): Promise<Map<number, number>> {
  const res = await fetch(`${baseUrl}/api/cart`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/cart answered ${res.status}`);
  const body = (await res.json()) as CartAnswer;
  return new Map(body.data.items.map((item) => [item.product_id, item.quantity]));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
