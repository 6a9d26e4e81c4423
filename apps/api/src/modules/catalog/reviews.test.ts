import type { OwnReviewResponse, Product, Review, ReviewListResponse } from '@nyansa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy } from '../../../test/backoffice';
import { addToCart, checkout } from '../../../test/payment-journeys';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';

// Ratings and reviews, rule by rule: only buyers (a paid order), 1 to 5 and up to 2000 characters
// kept as text, one per product and shopper and editable, rate limited; the product list and
// detail carry the average and count; the list pages; an admin hides one, audited.

describe('reviews', () => {
  let app: TestApp;
  let products: Product[];
  let buyer: TestUser;
  let admin: TestUser;
  const productId = () => products[0]!.product_id;

  beforeAll(async () => {
    app = await createTestApp();
    products = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<{ products: Product[] }>().products;
    buyer = await registerVerifiedUser(app, { first_name: 'Abena', last_name: 'Owusu' });
    admin = await registerVerifiedUser(app, { role: 'admin' });
    await buy(app, buyer.token, productId());
  });
  afterAll(async () => {
    await app.close();
  });

  const put = (user: TestUser, id: number, payload: unknown) => app.inject({ method: 'PUT', url: `/api/products/${id}/reviews/mine`, headers: bearer(user.token), payload: payload as object });
  const listOf = async (id: number, query = '') => (await app.inject({ method: 'GET', url: `/api/products/${id}/reviews${query}` })).json<ReviewListResponse>();
  const productOf = async (id: number) => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ product: Product }>().product;

  it('lets a buyer rate and review a product once, then edit it; the product carries the average and count', async () => {
    const mine = (await app.inject({ method: 'GET', url: `/api/products/${productId()}/reviews/mine`, headers: bearer(buyer.token) })).json<OwnReviewResponse>();
    expect(mine).toEqual({ success: true, review: null, can_review: true });

    const created = await put(buyer, productId(), { rating: 4, text: '  Lovely <b>texture</b>  ' });
    expect(created.statusCode).toBe(201);
    const review = created.json<{ message: string; review: Review }>();
    expect(review.message).toBe('Thank you for your review!');
    expect(review.review).toMatchObject({ product_id: productId(), rating: 4, text: 'Lovely <b>texture</b>', author_name: 'Abena O.', hidden: false });

    const edited = await put(buyer, productId(), { rating: 2, text: 'Changed my mind' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ review: Review }>().review).toMatchObject({ review_id: review.review.review_id, rating: 2, text: 'Changed my mind' });

    const listed = await listOf(productId());
    expect(listed.reviews).toHaveLength(1);
    expect(listed).toMatchObject({ rating_average: 2, rating_count: 1 });
    expect(await productOf(productId())).toMatchObject({ rating_average: 2, rating_count: 1 });
    const page = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json<{ products: Product[] }>().products;
    expect(page.find((p) => p.product_id === productId())).toMatchObject({ rating_average: 2, rating_count: 1 });
  });

  it('refuses visitors (401), shoppers who did not buy it (403) and bad ratings or texts (400), storing nothing', async () => {
    const visitor = await app.inject({ method: 'PUT', url: `/api/products/${productId()}/reviews/mine`, payload: { rating: 5 } });
    expect(visitor.statusCode).toBe(401);
    const stranger = await registerVerifiedUser(app);
    const notBought = await put(stranger, productId(), { rating: 5, text: 'Great' });
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json()).toMatchObject({ message: 'Only shoppers who bought this product can review it' });
    const mine = (await app.inject({ method: 'GET', url: `/api/products/${productId()}/reviews/mine`, headers: bearer(stranger.token) })).json<OwnReviewResponse>();
    expect(mine.can_review).toBe(false);

    for (const [payload, message] of [
      [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 3.5 }, 'Rating must be a whole number from 1 to 5'],
      [{}, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
    ] as const) {
      const res = await put(buyer, productId(), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await put(buyer, productId(), { rating: 5, text: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await listOf(productId())).reviews[0]?.text).toHaveLength(2000);
    expect((await put(buyer, 999_999, { rating: 5 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/products/999999/reviews' })).statusCode).toBe(404);
  });

  it('counts only paid orders: an unpaid checkout does not make a buyer', async () => {
    const shopper = await registerVerifiedUser(app);
    await addToCart(app, shopper.token, products[1]!.product_id, 1);
    await checkout(app, shopper.token);
    expect((await put(shopper, products[1]!.product_id, { rating: 5 })).statusCode).toBe(403);
  });

  it('pages the reviews newest first, averages them, and an admin hides one (audited), off the page and out of the average', async () => {
    const id = products[2]!.product_id;
    const shoppers: TestUser[] = [];
    for (const rating of [5, 4, 3]) {
      const shopper = await registerVerifiedUser(app, { first_name: `Kofi${rating}` });
      await buy(app, shopper.token, id);
      expect((await put(shopper, id, { rating, text: `Rated ${rating}` })).statusCode).toBe(201);
      shoppers.push(shopper);
    }
    const first = await listOf(id, '?limit=2');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2, has_more: true });
    expect(first.reviews.map((r) => r.text)).toEqual(['Rated 3', 'Rated 4']);
    expect((await listOf(id, '?limit=2&page=2')).reviews.map((r) => r.text)).toEqual(['Rated 5']);
    expect(first).toMatchObject({ rating_average: 4, rating_count: 3 });

    const target = first.reviews[0]!;
    const moderate = (user: TestUser, payload: object) => app.inject({ method: 'PUT', url: `/api/admin/reviews/${target.review_id}`, headers: bearer(user.token), payload });
    const asShopper = await moderate(shoppers[0]!, { hidden: true, reason: 'Spam' });
    expect(asShopper.statusCode).toBe(403);
    // Hiding says why: no reason, a blank one or one too long is refused and changes nothing.
    for (const payload of [{ hidden: true }, { hidden: true, reason: '   ' }, { hidden: true, reason: 'x'.repeat(501) }]) {
      const refused = await moderate(admin, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(payload.reason?.length === 501 ? 'The reason must be at most 500 characters' : 'Please say why the review is hidden');
    }
    expect((await listOf(id)).rating_count).toBe(3);
    const hidden = await moderate(admin, { hidden: true, reason: ' Mentions a competitor by name ' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ message: 'Review hidden', review: { review_id: target.review_id, hidden: true, hidden_reason: 'Mentions a competitor by name' } });
    const after = await listOf(id);
    expect(after.reviews.map((r) => r.text)).toEqual(['Rated 4', 'Rated 5']);
    expect(after).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    expect(await productOf(id)).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    // Its author still sees it as theirs, hidden.
    const own = (await app.inject({ method: 'GET', url: `/api/products/${id}/reviews/mine`, headers: bearer(shoppers[2]!.token) })).json<OwnReviewResponse>();
    expect(own.review).toMatchObject({ review_id: target.review_id, hidden: true, hidden_reason: 'Mentions a competitor by name' });

    // The admins' Reviews tab: every review, filtered by status, product and rating; admins only.
    const adminList = async (query: string, user = admin) => app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: bearer(user.token) });
    expect((await adminList('', shoppers[0])).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const hiddenOnes = (await adminList(`?status=hidden&product_id=${id}`)).json();
    expect(hiddenOnes.data).toEqual([
      expect.objectContaining({ review_id: target.review_id, product_name: products[2]!.product_name, author_email: shoppers[2]!.email, hidden: true, hidden_reason: 'Mentions a competitor by name', hidden_at: expect.any(String) }),
    ]);
    expect((await adminList(`?status=visible&product_id=${id}`)).json().data.map((r: Review) => r.text)).toEqual(['Rated 4', 'Rated 5']);
    expect((await adminList(`?product_id=${id}&rating=5`)).json().data.map((r: Review) => r.text)).toEqual(['Rated 5']);
    expect((await adminList(`?product_id=${id}`)).json().pagination).toMatchObject({ total: 3 });
    const badFilter = await adminList('?status=gone');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('Status must be hidden, visible or all');
    expect((await adminList('?rating=6')).statusCode).toBe(400);

    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=review.hide', headers: bearer(admin.token) })).json<{
      data: Array<{ actor_id: number; target: { type: string; id: number }; before: { hidden: boolean }; after: { hidden: boolean } }>;
    }>();
    expect(audit.data[0]).toMatchObject({
      actor_id: admin.user.id,
      target: { type: 'review', id: target.review_id },
      before: { hidden: false, hidden_reason: null },
      after: { hidden: true, hidden_reason: 'Mentions a competitor by name' },
    });

    const shown = await moderate(admin, { hidden: false });
    expect(shown.json()).toMatchObject({ message: 'Review shown again', review: { hidden: false, hidden_reason: null } });
    const audited = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=review.show', headers: bearer(admin.token) })).json();
    expect(audited.data[0]).toMatchObject({ target: { type: 'review', id: target.review_id }, after: { hidden: false, hidden_reason: null } });
    expect((await listOf(id)).rating_count).toBe(3);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/reviews/999999', headers: bearer(admin.token), payload: { hidden: true, reason: 'Spam' } })).statusCode).toBe(404);
  });

  it('keeps one review per shopper and product when two writes race', async () => {
    const id = products[3]!.product_id;
    const shopper = await registerVerifiedUser(app);
    await buy(app, shopper.token, id);
    const answers = await Promise.all([put(shopper, id, { rating: 1 }), put(shopper, id, { rating: 5 }), put(shopper, id, { rating: 3 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await listOf(id)).rating_count).toBe(1);
  });

  it('limits review writes to 10 a minute per account', async () => {
    const id = products[4]!.product_id;
    const shopper = await registerVerifiedUser(app);
    await buy(app, shopper.token, id);
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await put(shopper, id, { rating: 1 + (i % 5) })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200 || code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
