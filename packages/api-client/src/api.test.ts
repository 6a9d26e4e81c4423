// Over 300 lines on purpose: the client's tests, a describe per domain of the contract, share one fake server and its helpers.
import type { Product, Subscription, User } from '@nyansa/contract';
import { describe, expect, it } from 'vitest';
import { createApi } from './api';
import type { RejectedRequest } from './api';
import { ApiError } from './errors';
import { sampleProducts } from './products';
import { createFakeServer, storageWith } from './test-support';
import type { FakeAnswer, SeenRequest } from './test-support';
import { systemClock } from './platform';

const serum: Product = {
  product_id: 2,
  product_name: 'Vitamin C Serum',
  price: 3.99,
  description: 'Brightening serum',
  image_url: '/images/products/vitamin-c-serum.webp',
  brand_id: null,
  category: 'skincare',
  created_at: '2026-01-01T00:00:00.000Z',
  details: null,
  rating_average: null,
  rating_count: 0,
};
const staffSerum = { ...serum, brand_name: null, archived: false, archived_at: null, updated_at: '2026-01-01T00:00:00.000Z' };
const pagination = { page: 1, limit: 12, total: 1, total_pages: 1, has_more: false };
const cartBody = { success: true, data: { items: [{ id: 7, product_id: 2, quantity: 3, product: serum }], cart_total: 11.97 } };
const user: User = {
  id: 1,
  email: 'ama@example.com',
  first_name: 'Ama',
  last_name: 'Mensah',
  avatar: null,
  role: 'consumer',
  requested_role: 'consumer',
  email_verified: true,
};
const premium: Subscription = {
  subscription_id: 3,
  id: 3,
  package_type: 'premium',
  billing_cycle: 'monthly',
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-02-01T00:00:00.000Z',
  is_active: true,
  status: 'active',
};
const pricing = {
  basic: { monthly: 0, yearly: 0 },
  premium: { monthly: 3.99, yearly: 43.09 },
  ai_analysis: { monthly: 29.99, yearly: 323.89 },
};

type Route = (request: SeenRequest) => FakeAnswer;

/** An api against a fake server, with a clock the test moves by hand. */
function setup(route: Route, { token = 'tok' }: { token?: string | null } = {}) {
  const server = createFakeServer(route);
  const storage = storageWith(token ? { token } : {});
  const clock = { ...systemClock, time: 0, now: () => clock.time };
  const rejected: RejectedRequest[] = [];
  const api = createApi({
    fetch: server.fetch,
    storage,
    clock,
    spacingMs: 0,
    isOffline: () => false,
    onUnauthorized: (request) => rejected.push(request),
  });
  const tokenChanges: (string | null)[] = [];
  api.session.subscribe(() => tokenChanges.push(api.session.token()));
  return { api, server, storage, clock, rejected, tokenChanges };
}

const answer = (body: unknown, status = 200): FakeAnswer => ({ status, body });

describe('products', () => {
  it('lists products with both product_id/id and product_name/name, asking for the newest first', async () => {
    const { api, server } = setup(() => answer({ success: true, products: [serum], pagination }));
    const page = (await api.products.list());
    expect(page.products[0]).toMatchObject({ product_id: 2, id: 2, product_name: 'Vitamin C Serum', name: 'Vitamin C Serum' });
    expect(page.pagination).toEqual(pagination);
    expect(Object.fromEntries(server.seen[0]?.url.searchParams ?? [])).toEqual({
      page: '1',
      limit: '12',
      sort: 'created_at',
      order: 'DESC',
    });
  });

  it('sends the filters (concerns sorted, comma-joined) and caches each filtered page under its own key', async () => {
    const { api, server, storage } = setup(() => answer({ success: true, products: [serum], pagination }));
    await api.products.list({ category: 'skincare', concerns: ['redness', 'acne'], minPrice: 2, maxPrice: 10, sort: 'price', order: 'ASC' });
    expect(Object.fromEntries(server.seen[0]?.url.searchParams ?? [])).toEqual({
      page: '1',
      limit: '12',
      sort: 'price',
      order: 'ASC',
      category: 'skincare',
      concern: 'acne,redness',
      min_price: '2',
      max_price: '10',
    });
    expect(storage.getItem('products_page=1&limit=12&search=&sort=price&order=ASC&category=skincare&concern=acne%2Credness&min_price=2&max_price=10')).not.toBeNull();
    await api.products.list({ category: 'lip' });
    expect(server.seen).toHaveLength(2);
  });

  it("reads an empty search's 'Did you mean' and an inexact total", async () => {
    const { api } = setup(() => answer({ success: true, products: [], pagination: { ...pagination, total: 0, total_pages: 0 }, suggestion: 'sunscreen' }));
    expect((await api.products.list({ search: 'sunscrean' })).suggestion).toBe('sunscreen');
    const { api: large } = setup(() => answer({ success: true, products: [serum], pagination: { ...pagination, total: 10_000, total_exact: false } }));
    expect((await large.products.list({ search: 'serum' })).pagination.total_exact).toBe(false);
  });

  it('asks for suggestions with the trimmed text, never asks for blank text, and passes the cancelling signal on', async () => {
    const suggestion = { product_id: 2, product_name: 'Vitamin C Serum', price: 3.99, image_url: serum.image_url, category: 'skincare' };
    const { api, server } = setup(() => answer({ success: true, products: [suggestion], categories: ['skincare'] }));
    expect(await api.products.suggest('  ser ')).toEqual({ success: true, products: [suggestion], categories: ['skincare'] });
    expect(server.seen[0]?.url.pathname).toBe('/api/products/suggest');
    expect(server.seen[0]?.url.search).toBe('?q=ser');
    expect(await api.products.suggest('   ')).toEqual({ success: true, products: [], categories: [] });
    const stale = new AbortController();
    stale.abort();
    await expect(api.products.suggest('serum', { signal: stale.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen).toHaveLength(1);
  });

  it('reads reviews, the own review, related products, and saves a review', async () => {
    const review = { review_id: 1, product_id: 2, rating: 4, text: 'Nice', author_name: 'Ama M.', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', hidden: false, hidden_reason: null };
    const { api, server } = setup((request) => {
      if (request.url.pathname.endsWith('/related')) return answer({ success: true, products: [serum] });
      if (request.url.pathname.endsWith('/mine') && request.method === 'GET') return answer({ success: true, review: null, can_review: true });
      if (request.method === 'PUT') return answer({ success: true, message: 'Thank you for your review!', review }, 201);
      return answer({ success: true, reviews: [review], pagination, rating_average: 4, rating_count: 1 });
    });
    expect((await api.products.related(2))[0]).toMatchObject({ id: 2, name: 'Vitamin C Serum' });
    expect(await api.reviews.list(2, { page: 2 })).toMatchObject({ rating_average: 4, reviews: [review] });
    expect(server.seen[1]?.url.search).toBe('?page=2');
    expect(await api.reviews.mine(2)).toEqual({ success: true, review: null, can_review: true });
    expect((await api.reviews.save(2, { rating: 4, text: 'Nice' })).review).toEqual(review);
    expect(server.seen[3]).toMatchObject({ method: 'PUT' });
    expect(server.seen[3]?.url.pathname).toBe('/api/products/2/reviews/mine');
    // An admin hides it saying why, or shows it again without a reason.
    await api.reviews.moderate(1, true, 'Spam');
    expect(server.seen[4]).toMatchObject({ method: 'PUT', json: { hidden: true, reason: 'Spam' } });
    await api.reviews.moderate(1, false);
    expect(server.seen[5]).toMatchObject({ method: 'PUT', json: { hidden: false } });
  });

  it('serves a repeated query from browser storage for 5 minutes, per query', async () => {
    const { api, server, clock, storage } = setup((request) =>
      answer({ success: true, products: request.url.searchParams.get('search') ? [] : [serum], pagination }),
    );
    await api.products.list({ page: 1 });
    expect(storage.getItem('products_page=1&limit=12&search=&sort=created_at&order=DESC')).not.toBeNull();
    clock.time = 299_999;
    expect((await api.products.list({ page: 1 })).products[0]?.name).toBe('Vitamin C Serum');
    expect(server.seen).toHaveLength(1);
    expect((await api.products.list({ search: ' serum ' })).products).toEqual([]);
    expect(server.seen[1]?.url.searchParams.get('search')).toBe('serum');
    clock.time = 300_000;
    await api.products.list({ page: 1 });
    expect(server.seen).toHaveLength(3);
    await api.products.list({ page: 1 }, { fresh: true });
    expect(server.seen).toHaveLength(4);
  });

  it.each([
    ['a timeout', { hang: true } satisfies FakeAnswer, 'Request timed out. Please try again.'],
    ['a server error', answer({ success: false, message: 'boom' }, 500), 'Server error while fetching products'],
    ['no connection', { fail: new TypeError('Failed to fetch') } satisfies FakeAnswer, 'No response from server. Please check your connection.'],
    ['another lost response', { fail: new Error('reset') } satisfies FakeAnswer, 'No response from server. Please check your connection.'],
    ['an answer without products', answer({ success: true }), 'No data received from server'],
    ['an empty answer', { status: 200, raw: '' } satisfies FakeAnswer, 'No data received from server'],
  ])('reports %s with the products text', async (_, reply, message) => {
    const server = createFakeServer(() => reply);
    const api = createApi({ fetch: server.fetch, storage: storageWith(), timeoutMs: 50, isOffline: () => false });
    const error: unknown = await api.products.list().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it('does not cache a failed list', async () => {
    let fail = true;
    const { api, server } = setup(() => (fail ? answer({}, 503) : answer({ success: true, products: [serum], pagination })));
    await expect(api.products.list()).rejects.toThrow('Server error while fetching products');
    fail = false;
    expect((await api.products.list()).products).toHaveLength(1);
    expect(server.seen).toHaveLength(2);
  });

  it("answers a missing product with the server's 'Product not found'", async () => {
    const { api } = setup(() => answer({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, 404));
    await expect(api.products.get(99)).rejects.toMatchObject({ message: 'Product not found', code: 'NOT_FOUND', status: 404 });
  });

  it("reports a product that cannot be loaded with 'Failed to load product details'", async () => {
    const { api } = setup(() => answer({}, 500));
    await expect(api.products.get(2)).rejects.toThrow('Failed to load product details');
    const broken = setup(() => answer({ success: true, product: { product_id: 'x' } }));
    await expect(broken.api.products.get(2)).rejects.toThrow('Failed to load product details');
  });

  it('normalises one product', async () => {
    const { api, server } = setup(() => answer({ success: true, product: serum }));
    expect((await api.products.get('2')).product).toMatchObject({ id: 2, name: 'Vitamin C Serum', price: 3.99 });
    expect(server.seen[0]?.url.pathname).toBe('/api/products/2');
  });

  it('forgets cached product pages after a product changes', async () => {
    const { api, server } = setup((request) =>
      request.method === 'GET'
        ? answer({ success: true, products: [serum], pagination })
        : answer({ success: true, product: { ...staffSerum, price: 4.99 } }),
    );
    await api.products.list();
    await api.products.update(2, { price: 4.99 });
    await api.products.list();
    expect(server.seen.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('sample products', () => {
  it('are the eight products of the spec with their prices', () => {
    expect(sampleProducts.map((p) => [p.name, p.price])).toEqual([
      ['Sunscreen Cream', 5.99],
      ['Vitamin C Serum', 3.99],
      ['Body Glow', 7.99],
      ['Pink Lip Balm', 1.99],
      ['Body Butter', 5.99],
      ['Lip Scrub', 0.99],
      ['Nyansa Pouch Starter Pack', 40.99],
      ['Full Set', 55.99],
    ]);
    for (const product of sampleProducts) {
      expect(product.id).toBe(product.product_id);
      expect(product.name).toBe(product.product_name);
    }
  });
});

describe('cart', () => {
  it('answers an empty cart without a token, without asking the server', async () => {
    const { api, server } = setup(() => answer(cartBody), { token: null });
    expect(await api.cart.get()).toEqual({ success: true, data: { items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null } });
    expect(server.seen).toHaveLength(0);
  });

  it('normalises the nested products and reuses the cart for 5 seconds unless forced', async () => {
    const { api, server, clock } = setup(() => answer(cartBody));
    const cart = (await api.cart.get());
    expect(cart.data.items[0]?.product).toMatchObject({ id: 2, name: 'Vitamin C Serum', product_name: 'Vitamin C Serum' });
    expect(cart.data.cart_total).toBe(11.97);
    clock.time = 4_999;
    await api.cart.get();
    expect(server.seen).toHaveLength(1);
    await api.cart.get({ force: true });
    expect(server.seen).toHaveLength(2);
    clock.time = 10_000;
    await api.cart.get();
    expect(server.seen).toHaveLength(3);
  });

  it("reports a failed fetch with 'Failed to load cart items' (the shop shows an empty cart)", async () => {
    const { api } = setup(() => ({ fail: new TypeError('Failed to fetch') }));
    await expect(api.cart.get()).rejects.toMatchObject({ message: 'Failed to load cart items', code: 'NO_CONNECTION' });
    const refused = setup(() => answer({ success: false, message: 'Forbidden', code: 'FORBIDDEN' }, 403));
    await expect(refused.api.cart.get()).rejects.toMatchObject({ message: 'Failed to load cart items', status: 403 });
  });

  it('drops a rejected token on a cart fetch, once, and tells the app which call it was', async () => {
    const { api, storage, rejected, tokenChanges } = setup(() => answer({ success: false, message: 'Please log in to continue' }, 401));
    await expect(api.cart.get()).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('token')).toBeNull();
    expect(tokenChanges).toEqual([null]);
    expect(rejected).toEqual([{ method: 'GET', path: '/api/cart' }]);
    // Signed out now: the next cart is the empty one, without a request.
    expect(await api.cart.get()).toEqual({ success: true, data: { items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null } });
  });

  it('re-syncs at most once per 5 seconds unless forced', async () => {
    const { api, server, clock } = setup(() => answer(cartBody));
    expect(await api.cart.sync()).not.toBeNull();
    clock.time = 1_000;
    expect(await api.cart.sync()).toBeNull();
    expect(server.seen).toHaveLength(1);
    expect(((await api.cart.sync({ force: true }))!).data.items).toHaveLength(1);
    expect(server.seen).toHaveLength(2);
  });

  it('adds with a numeric product_id and a quantity of 1 by default, answering the new cart', async () => {
    const { api, server } = setup(() => answer(cartBody));
    const cart = (await api.cart.add('2'));
    expect(server.seen[0]?.json).toEqual({ product_id: 2, quantity: 1 });
    expect(cart.data.items[0]?.product.name).toBe('Vitamin C Serum');
    await api.cart.add(2, '3');
    expect(server.seen[1]?.json).toEqual({ product_id: 2, quantity: 3 });
    // The answer of add is the fresh cart: no other fetch follows within 5 seconds.
    await api.cart.get();
    expect(server.seen).toHaveLength(2);
  });

  it('refuses a quantity outside 1..99 before sending anything', async () => {
    const { api, server } = setup(() => answer(cartBody));
    await expect(api.cart.add(2, 100)).rejects.toMatchObject({ message: 'Quantity must be between 1 and 99', status: 0, code: 'INVALID_INPUT' });
    await expect(api.cart.update(7, { quantity: 0 })).rejects.toMatchObject({ message: 'Quantity must be between 1 and 99' });
    expect(server.seen).toHaveLength(0);
  });

  it('drops a rejected token on add and tells the app, which sends the shopper to log in with the way back', async () => {
    const { api, storage, rejected } = setup(() => answer({ success: false, message: 'Please log in to continue', code: 'AUTH' }, 401));
    await expect(api.cart.add(2)).rejects.toMatchObject({ status: 401, code: 'AUTH' });
    expect(storage.getItem('token')).toBeNull();
    expect(rejected).toEqual([{ method: 'POST', path: '/api/cart/add' }]);
  });

  it('updates a line and removes a line', async () => {
    const { api, server } = setup((request) =>
      request.method === 'DELETE' ? answer({ success: true, message: 'Item removed from cart' }) : answer(cartBody),
    );
    expect((await api.cart.update(7, { quantity: 3, product_id: 2 }))).toMatchObject({ success: true });
    expect(server.seen[0]).toMatchObject({ method: 'PUT', json: { product_id: 2, quantity: 3 } });
    expect(server.seen[0]?.url.pathname).toBe('/api/cart/7');
    expect((await api.cart.remove(7))).toEqual({ success: true, message: 'Item removed from cart' });
    expect(server.seen[1]?.url.pathname).toBe('/api/cart/7');
  });

  it("remembers the checkout under 'pending_checkout' when a payment URL comes back", async () => {
    const { api, storage } = setup(() =>
      answer({ success: true, message: 'Order created', payment_url: '/pay/R1', order_id: 12, total_amount: 11.97 }),
    );
    expect((await api.cart.checkout())).toMatchObject({ payment_url: '/pay/R1', order_id: 12 });
    expect(JSON.parse(storage.getItem('pending_checkout') ?? 'null')).toEqual({ order_id: 12, total_amount: 11.97 });
  });

  it("gives back 'Your cart is empty' and stores nothing when checkout is refused", async () => {
    const { api, storage } = setup(() => answer({ success: false, message: 'Your cart is empty', code: 'CART_EMPTY' }, 400));
    await expect(api.cart.checkout()).rejects.toMatchObject({ message: 'Your cart is empty', status: 400, code: 'CART_EMPTY' });
    expect(storage.getItem('pending_checkout')).toBeNull();
  });
});

describe('auth and user', () => {
  it('stores the token of a successful login and signs the next requests with it', async () => {
    const { api, server, storage, tokenChanges } = setup(
      (request) =>
        request.url.pathname === '/api/auth/login'
          ? answer({ success: true, message: 'Login successful!', data: { token: 'new-token', user } })
          : request.url.pathname === '/api/auth/logout'
            ? answer({ success: true, message: 'Logged out successfully' })
            : answer({ success: true, data: user }),
      { token: null },
    );
    const login = (await api.auth.login({ email: 'ama@example.com', password: 'Secret#123' }));
    expect(login.message).toBe('Login successful!');
    expect(storage.getItem('token')).toBe('new-token');
    expect((await api.user.profile()).data.first_name).toBe('Ama');
    expect(server.seen[1]?.headers.Authorization).toBe('Bearer new-token');
    await api.auth.logout();
    // The server was told first, with the token it ends; then the token was forgotten.
    expect(server.seen[2]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer new-token' } });
    expect(server.seen[2]?.url.pathname).toBe('/api/auth/logout');
    expect(storage.getItem('token')).toBeNull();
    expect(tokenChanges).toEqual(['new-token', null]);
  });

  it('forgets the token on logout even when the server cannot be told, and says why', async () => {
    const { api, storage } = setup(() => answer({ success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500));
    await expect(api.auth.logout()).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem('token')).toBeNull();
  });

  it('sends nothing to log out when no one is signed in', async () => {
    const { api, server } = setup(() => answer({ success: true, message: 'Logged out successfully' }), { token: null });
    await api.auth.logout();
    expect(server.seen).toEqual([]);
  });

  it('logs out of all devices, then forgets the token; a failure keeps the session to try again', async () => {
    let fail = true;
    const { api, server, storage } = setup(() =>
      fail ? answer({ success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500) : answer({ success: true, message: 'Logged out of all devices' }),
    );
    await expect(api.auth.logoutAll()).rejects.toMatchObject({ status: 500 });
    expect(storage.getItem('token')).toBe('tok');
    fail = false;
    expect(await api.auth.logoutAll()).toEqual({ success: true, message: 'Logged out of all devices' });
    expect(server.seen.map((request) => [request.method, request.url.pathname, request.headers.Authorization])).toEqual([
      ['POST', '/api/auth/logout-all', 'Bearer tok'],
      ['POST', '/api/auth/logout-all', 'Bearer tok'],
    ]);
    expect(storage.getItem('token')).toBeNull();
  });

  it('stores no token when the login is refused, and leaves where to go to the app', async () => {
    const { api, storage, rejected, tokenChanges } = setup(
      () => answer({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401),
      { token: null },
    );
    await expect(api.auth.login({ email: 'ama@example.com', password: 'wrong' })).rejects.toMatchObject({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(storage.getItem('token')).toBeNull();
    expect(tokenChanges).toEqual([]);
    expect(rejected).toEqual([{ method: 'POST', path: '/api/auth/login' }]);
  });

  it('sends currentPassword and newPassword to change the password, then goes on with the new token', async () => {
    const { api, server, storage } = setup(() => answer({ success: true, message: 'Password changed successfully', data: { token: 'after-change' } }));
    expect(await api.user.changePassword({ currentPassword: 'Old#12345', newPassword: 'New#12345' })).toMatchObject({ success: true });
    expect(server.seen[0]).toMatchObject({ method: 'PUT', json: { currentPassword: 'Old#12345', newPassword: 'New#12345' } });
    expect(server.seen[0]?.url.pathname).toBe('/api/user/profile/password');
    expect(storage.getItem('token')).toBe('after-change');
  });

  it("gives back the verification's 400 'Email already verified' for the page to treat as success", async () => {
    const { api, server } = setup(() => answer({ success: false, message: 'Email already verified', code: 'ALREADY_VERIFIED' }, 400));
    await expect(api.auth.verifyEmail('a/b')).rejects.toMatchObject({ status: 400, message: 'Email already verified', code: 'ALREADY_VERIFIED' });
    expect(server.seen[0]?.url.pathname).toBe('/api/auth/verify-email/a%2Fb');
  });

  it("turns a 5xx without a message into 'An error occurred'", async () => {
    const { api } = setup(() => ({ status: 502, raw: 'Bad Gateway' }));
    await expect(api.user.profile()).rejects.toMatchObject({ message: 'An error occurred', status: 502 });
  });

  it("reads a 4xx that is not JSON as 'An error occurred'", async () => {
    const { api } = setup(() => ({ status: 404, raw: '<html>Not Found</html>' }));
    await expect(api.orders.get(1)).rejects.toMatchObject({ message: 'An error occurred', status: 404, code: 'REQUEST_FAILED' });
  });
});

describe('favorites', () => {
  it("keeps the favorites of a signed-out shopper in 'user_favorites' only", async () => {
    const { api, server, storage } = setup(() => answer({}), { token: null });
    expect((await api.favorites.save([4, 2, 4])).data.favorites).toEqual([4, 2]);
    expect(storage.getItem('user_favorites')).toBe('[4,2]');
    expect((await api.favorites.load()).data.favorites).toEqual([4, 2]);
    expect(server.seen).toHaveLength(0);
  });

  it("saves the full list of a signed-in shopper and mirrors the account's list", async () => {
    const { api, server, storage } = setup((request) =>
      answer({ success: true, data: { favorites: request.method === 'PUT' ? [2, 5] : [5] } }),
    );
    await api.favorites.save([2, 5]);
    expect(server.seen[0]).toMatchObject({ method: 'PUT', json: { favorites: [2, 5] } });
    expect(server.seen[0]?.url.pathname).toBe('/api/user/favorites');
    expect((await api.favorites.load()).data.favorites).toEqual([5]);
    expect(storage.getItem('user_favorites')).toBe('[5]');
  });

  it('keeps the local list when the server refuses the save', async () => {
    const { api, storage } = setup(() => answer({ success: false, message: 'Some favorites are not products of this shop' }, 400));
    await expect(api.favorites.save([2, 999])).rejects.toMatchObject({ status: 400 });
    expect(storage.getItem('user_favorites')).toBe('[2,999]');
  });
});

describe('subscriptions', () => {
  it('sends the plan price with two decimals and the billing cycle', async () => {
    const { api, server } = setup(() => answer({ success: true, payment_url: '/pay/S1', reference: 'S1' }));
    const created = (await api.subscription.create({ package_type: 'premium', email: 'ama@example.com', billing_cycle: 'yearly' }));
    expect(created).toEqual({ success: true, payment_url: '/pay/S1', reference: 'S1' });
    expect(server.seen[0]?.json).toEqual({ package_type: 'premium', email: 'ama@example.com', amount: 43.09, billing_cycle: 'yearly' });
    await api.subscription.create({ package_type: 'ai_analysis', email: 'ama@example.com', amount: 29.994 });
    expect(server.seen[1]?.json).toMatchObject({ amount: 29.99, billing_cycle: 'monthly' });
  });

  it('reads the current subscription, null when none is held; a failure throws like every call', async () => {
    const { api } = setup(() => answer({ success: true, subscription: premium }));
    expect(await api.subscription.current()).toEqual(premium);
    const failing = setup(() => answer({}, 500));
    await expect(failing.api.subscription.current()).rejects.toBeInstanceOf(ApiError);
    const missing = setup(() => answer({ success: true, subscription: null }));
    expect(await missing.api.subscription.current()).toBeNull();
  });

  it('keeps the pricing for an hour', async () => {
    const { api, server, clock } = setup(() => answer({ success: true, data: pricing }));
    expect((await api.subscription.pricing()).data).toEqual(pricing);
    clock.time = 3_599_999;
    await api.subscription.pricing();
    expect(server.seen).toHaveLength(1);
    clock.time = 3_600_000;
    await api.subscription.pricing();
    expect(server.seen).toHaveLength(2);
  });
});

describe('skin analysis', () => {
  const analysis = {
    success: true,
    analysis: { result: 'Mild dryness', model_used: 'nyansa-local-1', timestamp: '2026-01-01T00:00:00.000Z', confidence: 0.873 },
    recommendations: ['Use a gentle moisturiser'],
    products: [serum],
  };

  it('uploads a photo as the multipart field image and normalises the suggested products', async () => {
    const { api, server } = setup(() => answer(analysis));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' });
    const result = (await api.ml.analyze(photo));
    expect(result.products?.[0]).toMatchObject({ id: 2, name: 'Vitamin C Serum' });
    const sent = server.seen[0]?.body as FormData;
    expect((sent.get('image') as File).name).toBe('face.jpg');
    await api.ml.analyze({ image_url: '/uploads/u1.jpg' });
    expect((server.seen[1]?.body as FormData).get('image_url')).toBe('/uploads/u1.jpg');
  });

  it("refuses a file that is not an image with 'Please select a valid image file'", async () => {
    const { api, server } = setup(() => answer(analysis));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(api.ml.analyze(text)).rejects.toMatchObject({ message: 'Please select a valid image file', code: 'INVALID_INPUT' });
    expect(server.seen).toHaveLength(0);
  });

  it('reads a failed analysis that reports its text as error', async () => {
    const { api } = setup(() => answer({ success: false, error: 'No face found. Please upload a clear, well-lit photo of your face.' }, 422));
    await expect(api.ml.analyze({ image_url: '/uploads/u1.jpg' })).rejects.toMatchObject({
      message: 'No face found. Please upload a clear, well-lit photo of your face.',
      status: 422,
    });
  });

  it('passes on the failed capture checks of a 422 as errors', async () => {
    const failures = [{ field: 'head-straight', message: 'Your head is tilted: hold it level.' }];
    const { api } = setup(() => answer({ success: false, message: 'No face found. Please upload a clear, well-lit photo of your face.', code: 'NO_FACE', errors: failures }, 422));
    await expect(api.ml.analyze({ image_url: '/uploads/u1.jpg' })).rejects.toMatchObject({ status: 422, code: 'NO_FACE', errors: failures });
  });

  it('keeps the face map, the scores and the written summary of an analysis', async () => {
    const scored = {
      ...analysis,
      analysis: {
        ...analysis.analysis,
        id: 7,
        summary: 'Calm skin.',
        headline: 'Even, calm skin.',
        parameter_count: 24,
        image: { width: 512, height: 512 },
        regions: [{ name: 'nose', label: 'Nose', polygon: [[1, 2], [3, 4], [5, 1]], score: 80 }],
        scores: Object.fromEntries(['evenness', 'redness', 'shine', 'dark_circles', 'spots', 'blemishes', 'texture'].map((concern) => [concern, { label: concern, score: 90, explanation: 'x' }])),
        skin_tone: null,
      },
    };
    const { api } = setup(() => answer(scored));
    const result = await api.ml.analyze({ image_url: '/uploads/u1.jpg' });
    expect(result.analysis).toMatchObject({ id: 7, summary: 'Calm skin.', headline: 'Even, calm skin.', regions: [{ name: 'nose', polygon: [[1, 2], [3, 4], [5, 1]] }] });
  });

  it('reads one analysis by id, its products normalised', async () => {
    const item = { id: 7, image_url: '/u/7', ai_diagnosis: 'Oily', analysis_date: '2026-01-01T00:00:00.000Z', headline: 'Oily.', scores: null };
    const { api, server } = setup(() => answer({ success: true, data: { ...item, analysis: analysis.analysis, recommendations: ['Cleanse'], products: [serum] } }));
    const detail = await api.ml.analysis(7);
    expect(server.seen[0]?.url.pathname).toBe('/api/ml/history/7');
    expect(detail).toMatchObject({ id: 7, headline: 'Oily.', recommendations: ['Cleanse'], products: [{ id: 2, name: 'Vitamin C Serum' }] });
  });

  it("passes on 'Please upgrade to access AI skin analysis'", async () => {
    const { api } = setup(() => answer({ success: false, message: 'Please upgrade to access AI skin analysis', code: 'UPGRADE' }, 403));
    await expect(api.ml.analyze({ image_url: '/uploads/u1.jpg' })).rejects.toMatchObject({ message: 'Please upgrade to access AI skin analysis', status: 403 });
  });
});

describe('every call of the contract', () => {
  const ok = { success: true, message: 'Done' };
  const overview = {
    orders: { today: 1, last_7_days: 2, last_30_days: 3 },
    revenue: { today: 5.99, last_7_days: 9.98, last_30_days: 12.5 },
    plan_revenue: { today: 0, last_7_days: 10, last_30_days: 10 },
    total_revenue: { today: 5.99, last_7_days: 19.98, last_30_days: 22.5 },
    currency: 'USD',
    subscriptions: { basic: 1, premium: 0, ai_analysis: 2 },
    consultations: { open: 1, overdue: 0 },
    role_requests: 1,
  };
  const adminOrder = {
    order_id: 12,
    status: 'paid',
    total_amount: 5.99,
    currency: 'USD',
    items: [{ product_id: 2, product_name: 'Vitamin C Serum', unit_price: 5.99, quantity: 1, line_total: 5.99 }],
    created_at: '2026-01-01T00:00:00.000Z',
    paid_at: '2026-01-01T00:01:00.000Z',
    customer: null,
    payment: { reference: 'nya-ord-1', status: 'success', provider: 'sandbox', paid_at: '2026-01-01T00:01:00.000Z' },
  };
  const adminUser = { ...user, created_at: '2026-01-01T00:00:00.000Z', pending_role: null, brand: null };
  const auditEntry = { id: 1, actor_id: 1, actor_email: 'boss@example.com', action: 'product.update', target: { type: 'product', id: 2, label: 'Vitamin C Serum' }, before: { price: 3.99 }, after: { price: 4.5 }, created_at: '2026-01-01T00:00:00.000Z' };
  const consultation = { id: 5, analysis_id: 1, question: 'Redness?', intake: null, status: 'open', created_at: '2026-01-01T00:00:00.000Z', due_at: '2026-01-02T00:00:00.000Z', overdue: false, reply: null };
  const queueItem = {
    id: 5,
    status: 'open',
    analysis: { image_url: '/uploads/a.jpg?exp=1&sig=x', parameters: { t_zone_shine: { value: 0.3, unit: '', label: 'T-zone shine' } }, result: 'Oily', analysed_at: '2026-01-01T00:00:00.000Z' },
    question: 'Redness?',
    intake: { age_range: '25_34', skin_type: 'oily' },
    created_at: '2026-01-01T00:00:00.000Z',
    due_at: '2026-01-02T00:00:00.000Z',
    overdue: false,
    claimed_by: null,
    claimed_at: null,
    reply: null,
  };
  const pagination = { page: 1, limit: 20, total: 1, total_pages: 1, has_more: false };
  const order = {
    order_id: 12,
    status: 'paid',
    total_amount: 11.97,
    currency: 'USD',
    items: [],
    created_at: '2026-01-01T00:00:00.000Z',
    paid_at: null,
  };
  const cases: [string, (api: ReturnType<typeof createApi>) => Promise<unknown>, string, string, unknown][] = [
    ['register', (a) => a.auth.register({ email: 'a@b.co', password: 'Secret#123', first_name: 'A', last_name: 'B', role: 'consumer' }), 'POST', '/api/auth/register', ok],
    ['verify', (a) => a.auth.verifyEmail('t1'), 'GET', '/api/auth/verify-email/t1', ok],
    ['resend', (a) => a.auth.resendVerification('a@b.co'), 'POST', '/api/auth/resend-verification', ok],
    ['forgot', (a) => a.auth.forgotPassword('a@b.co'), 'POST', '/api/auth/forgot-password', ok],
    ['reset', (a) => a.auth.resetPassword({ token: 't', new_password: 'Secret#123' }), 'POST', '/api/auth/reset-password', ok],
    ['update profile', (a) => a.user.updateProfile({ first_name: 'A', last_name: 'B' }), 'PUT', '/api/user/profile', { success: true, data: user }],
    ['create product', (a) => a.products.create({ product_name: 'X', price: 1 }), 'POST', '/api/products', { success: true, product: staffSerum }],
    ['update product', (a) => a.products.update(2, { price: 4.5 }), 'PUT', '/api/products/2', { success: true, product: staffSerum }],
    ['remove product', (a) => a.products.remove(2), 'DELETE', '/api/products/2', { ...ok, archived: true }],
    ['staff products', (a) => a.admin.products({ search: 'serum', status: 'archived' }), 'GET', '/api/admin/products', { success: true, data: [staffSerum], pagination }],
    ['restore product', (a) => a.admin.restoreProduct(2), 'POST', '/api/admin/products/2/restore', { success: true, message: 'Product restored: it is back in the shop', product: staffSerum }],
    ['admin reviews', (a) => a.admin.reviews({ status: 'hidden', rating: 1 }), 'GET', '/api/admin/reviews', { success: true, data: [], pagination }],
    ['overview', (a) => a.admin.overview(), 'GET', '/api/admin/overview', { success: true, data: overview }],
    ['admin orders', (a) => a.admin.orders({ status: 'paid', from: '2026-01-01' }), 'GET', '/api/admin/orders', { success: true, data: [adminOrder], pagination }],
    ['people', (a) => a.admin.users({ search: 'ama', pending: 'true' }), 'GET', '/api/admin/users', { success: true, data: [adminUser], pagination }],
    ['set role', (a) => a.admin.setRole(1, { role: 'dermatologist' }), 'PUT', '/api/admin/users/1/role', { success: true, message: 'Role updated', data: adminUser }],
    ['brands', (a) => a.admin.brands(), 'GET', '/api/admin/brands', { success: true, data: [{ id: 1, name: 'Nyansa' }] }],
    ['create brand', (a) => a.admin.createBrand({ name: 'Sankofa' }), 'POST', '/api/admin/brands', { success: true, message: 'Brand created', data: { id: 2, name: 'Sankofa' } }],
    ['audit', (a) => a.admin.audit({ page: 2 }), 'GET', '/api/admin/audit', { success: true, data: [auditEntry], pagination }],
    ['ask a dermatologist', (a) => a.consultations.ask({ analysis_id: 1, question: 'Redness?' }), 'POST', '/api/consultations', { success: true, data: consultation }],
    ['my consultations', (a) => a.consultations.list(), 'GET', '/api/consultations', { success: true, data: [consultation] }],
    ['clinic queue', (a) => a.clinic.queue(), 'GET', '/api/clinic/queue', { success: true, data: [queueItem] }],
    ['clinic request', (a) => a.clinic.request(5), 'GET', '/api/clinic/consultations/5', { success: true, data: { ...queueItem, history: { analyses: [], consultations: [consultation] } } }],
    ['answered requests', (a) => a.clinic.answered({ page: 1 }), 'GET', '/api/clinic/answered', { success: true, data: [queueItem], pagination }],
    ['claim', (a) => a.clinic.claim(5), 'POST', '/api/clinic/consultations/5/claim', { success: true, message: 'Request claimed', data: queueItem }],
    ['release', (a) => a.clinic.release(5), 'POST', '/api/clinic/consultations/5/release', { success: true, message: 'Request released', data: queueItem }],
    ['reply', (a) => a.clinic.reply(5, { reply: 'Looks fine.', product_ids: [2] }), 'POST', '/api/clinic/consultations/5/reply', { success: true, message: 'Reply sent', data: consultation }],
    ['orders', (a) => a.orders.list(), 'GET', '/api/orders', { success: true, data: [order] }],
    ['order', (a) => a.orders.get(12), 'GET', '/api/orders/12', { success: true, data: order }],
    ['order status', (a) => a.orders.status(12), 'GET', '/api/orders/12/status', { success: true, data: { order_id: 12, status: 'paid' } }],
    ['cancel', (a) => a.subscription.cancel(), 'POST', '/api/subscription/cancel', { success: true, message: 'Subscription cancelled successfully', subscription: null }],
    ['verify payment', (a) => a.payments.verify('R 1'), 'GET', '/api/payments/verify/R%201', { success: true, data: { reference: 'R 1', status: 'success', purpose: 'order', order_id: 12 } }],
    ['history', (a) => a.ml.history(), 'GET', '/api/ml/history', { success: true, data: [{ id: 1, image_url: '/u/1', ai_diagnosis: 'Oily', analysis_date: '2026-01-01' }] }],
    ['delete history', (a) => a.ml.deleteHistory(1), 'DELETE', '/api/ml/history/1', ok],
    ['chat', (a) => a.chat.send({ message: 'Hi', imageUrl: null }), 'POST', '/api/chatbot/message', { success: true, type: 'bot', content: 'Hello!' }],
    ['newsletter', (a) => a.newsletter.subscribe('a@b.co'), 'POST', '/api/newsletter', { success: true, message: 'Thanks for subscribing!' }],
  ];

  it.each(cases)('%s', async (_, invoke, method, path, body) => {
    const { api, server } = setup(() => answer(body));
    const result = await invoke(api);
    expect(server.seen[0]?.method).toBe(method);
    expect(server.seen[0]?.url.pathname).toBe(path);
    expect(result).toMatchObject({ success: true });
  });

  it('sends a product with its picture as a multipart form, numbers as text and null as nothing', async () => {
    const { api, server } = setup(() => answer({ success: true, product: staffSerum }));
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'serum.png', { type: 'image/png' });
    const created = await api.products.create({ product_name: 'Vitamin C Serum', price: 3.99, brand_id: null, category: 'skincare' }, picture);
    expect(created.product).toMatchObject({ id: 2, name: 'Vitamin C Serum', archived: false });
    const form = server.seen[0]?.body as FormData;
    expect([form.get('product_name'), form.get('price'), form.get('brand_id'), form.get('category')]).toEqual(['Vitamin C Serum', '3.99', '', 'skincare']);
    expect((form.get('image') as File).name).toBe('serum.png');
    await expect(api.products.update(2, { price: 1 }, new File(['x'], 'notes.txt', { type: 'text/plain' }))).rejects.toMatchObject({
      message: 'Please select a valid image file',
      code: 'INVALID_INPUT',
    });
    expect(server.seen).toHaveLength(1);
  });

  it('sends the details of a product form as JSON text (null too)', async () => {
    const { api, server } = setup(() => answer({ success: true, product: staffSerum }));
    const details = { product_type: 'serum', areas: ['face'], skin_types: [], concerns: ['dark_spots'], key_ingredients: [], ingredients: [], how_to_use: '', free_of: [], spf: null } as const;
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'serum.png', { type: 'image/png' });
    await api.products.update(2, { details: { ...details, areas: [...details.areas], concerns: [...details.concerns], skin_types: [], key_ingredients: [], ingredients: [], free_of: [] } }, picture);
    expect(JSON.parse((server.seen[0]?.body as FormData).get('details') as string)).toEqual(details);
    await api.products.update(2, { details: null }, picture);
    expect((server.seen[1]?.body as FormData).get('details')).toBe('null');
  });

  it('sends the back-office filters as query parameters', async () => {
    const { api, server } = setup(() => answer({ success: true, data: [], pagination }));
    await api.admin.orders({ status: 'pending', from: '2026-01-01', to: '2026-01-31', page: 2 });
    expect(Object.fromEntries(server.seen[0]!.url.searchParams)).toEqual({ status: 'pending', from: '2026-01-01', to: '2026-01-31', page: '2' });
  });

  it("passes on the back office's refusal", async () => {
    const { api } = setup(() => answer({ success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' }, 403));
    await expect(api.admin.overview()).rejects.toMatchObject({ message: 'You do not have permission to do this', status: 403, code: 'FORBIDDEN' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const { api } = setup(() => answer({ success: true, data: { order_id: 'twelve' } }));
    await expect(api.orders.status(12)).rejects.toMatchObject({ message: 'An error occurred', code: 'INVALID_RESPONSE' });
  });
});
