import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { photoWithGps } from '../../../test/backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';
import { addToCart, catalog, checkout, returnedReference, useSandboxPage, verifyPayment } from '../../../test/payment-journeys';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { analyze, facePng, giveAiAccess, imagePart, storedFiles } from '../analysis/testing';
import { createS3Client, createS3UploadStorage } from '../../storage/s3';
import { createLocalUploadStorage, newUploadKey, type UploadStorage } from '../../storage/uploads';

// The shopper's own data: one archive of everything, and the deletion of the account (local
// storage and S3), with what stays for the bookkeeping.

/** Every file of a zip, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)?.toString() ?? 'null') as unknown;

interface Shopper {
  who: TestUser;
  photoKey: string;
  analysisId: number;
  paidOrderId: number;
  productId: number;
  chat: string;
}

/** A shopper with something of every kind: a paid plan, a paid and a pending order, a favorite, a review, an analysis with its photo, a consultation, a chat. */
async function shopperWithEverything(app: TestApp, uploads: UploadStorage, name: string): Promise<Shopper> {
  const who = await registerVerifiedUser(app, { first_name: name, last_name: 'Owusu' });
  const created = await app.inject({ method: 'POST', url: '/api/subscription/create', headers: bearer(who.token), payload: { package_type: 'ai_analysis', email: who.email, amount: 29.99, billing_cycle: 'monthly' } });
  const landing = await useSandboxPage(app, created.json().payment_url, 'pay');
  expect((await verifyPayment(app, who.token, returnedReference(landing.toString()).reference)).json().data.status).toBe('success');

  const address = await app.inject({
    method: 'POST',
    url: '/api/user/addresses',
    headers: bearer(who.token),
    payload: { full_name: `${name} Owusu`, phone: '+233241234567', country: 'GH', region: 'Greater Accra', city: 'Accra', line1: `12 ${name} Street`, digital_address: 'GA-123-4567' },
  });
  expect(address.statusCode, address.body).toBe(201);
  const addressId = address.json().data.id as number;
  const options = await app.inject({ method: 'GET', url: `/api/delivery/options?address_id=${addressId}`, headers: bearer(who.token) });
  const home = options.json<{ data: Array<{ id: number; kind: string }> }>().data.find((option) => option.kind === 'delivery');
  expect(home).toBeDefined();

  const products = await catalog(app);
  const [bought, pending, favorite] = [products[0]!, products[1]!, products[2]!];
  await addToCart(app, who.token, bought.product_id, 2);
  const chosen = await app.inject({ method: 'PUT', url: '/api/cart/delivery', headers: bearer(who.token), payload: { option_id: home!.id, address_id: addressId } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const order = await checkout(app, who.token);
  const paidLanding = await useSandboxPage(app, order.payment_url, 'pay');
  expect((await verifyPayment(app, who.token, paidLanding.searchParams.get('reference') ?? '')).json().data.status).toBe('success');
  const paidOrderId = order.order_id;
  await addToCart(app, who.token, pending.product_id, 1);
  await checkout(app, who.token);
  await app.inject({ method: 'PUT', url: '/api/user/favorites', headers: bearer(who.token), payload: { favorites: [favorite.product_id] } });
  const review = await app.inject({ method: 'PUT', url: `/api/products/${bought.product_id}/reviews/mine`, headers: bearer(who.token), payload: { rating: 5, text: `${name} loves it` } });
  expect(review.statusCode).toBe(201);

  const photoKey = newUploadKey('jpg');
  await uploads.put(photoKey, await photoWithGps(64, 64));
  const [analysis] = await app.testing.database.query<{ id: number }>(
    `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model) VALUES ($1, $2, 'Combination skin', $3::jsonb, 0.8, 'test') RETURNING id`,
    [who.user.id, photoKey, JSON.stringify({ diagnosis: 'Combination skin', parameters: { t_zone_shine: { value: 0.31, unit: '', label: 'T-zone shine' } } })],
  );
  const asked = await app.inject({ method: 'POST', url: '/api/consultations', headers: bearer(who.token), payload: { analysis_id: analysis!.id, question: `${name} asks about redness` } });
  expect(asked.statusCode).toBe(201);
  const chat = `${name} wants a serum for dry skin`;
  expect((await app.inject({ method: 'POST', url: '/api/chatbot/message', headers: bearer(who.token), payload: { message: chat } })).statusCode).toBe(200);
  return { who, photoKey, analysisId: analysis!.id, paidOrderId, productId: bought.product_id, chat };
}

describe('the shopper\'s own data (local storage)', () => {
  let app: TestApp;
  let uploads: UploadStorage;
  let ama: Shopper;
  let kofi: Shopper;
  let admin: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    uploads = createLocalUploadStorage(path.join(app.testing.config.dataDir, 'uploads'));
    ama = await shopperWithEverything(app, uploads, 'Amaexport');
    kofi = await shopperWithEverything(app, uploads, 'Kofiother');
    admin = await registerVerifiedUser(app, { role: 'admin' });
    // Two shoppers with a plan, orders, a review, a consultation and a chat each: many requests.
  }, 180_000);
  afterAll(() => app.close());

  it('exports every kind of data and the photos in one zip, nothing of another shopper', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(ama.who.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nyansa-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      ['README.txt', 'addresses.json', 'analyses.json', 'chat.json', 'consultations.json', 'favorites.json', 'orders.json', 'profile.json', 'reviews.json', 'subscriptions.json', `photos/${ama.photoKey}`].sort(),
    );
    expect(json(files, 'profile.json')).toMatchObject({ email: ama.who.email, first_name: 'Amaexport', last_name: 'Owusu', keep_analysis_photos: true });
    const orders = json(files, 'orders.json') as Array<{ order_id: number; status: string; items: unknown[] }>;
    expect(orders.map((order) => order.status).sort()).toEqual(['paid', 'pending']);
    const paid = orders.find((order) => order.order_id === ama.paidOrderId) as { items: unknown[]; delivery: { address: { line1: string } | null }; fulfilment: { status: string } } | undefined;
    expect(paid?.items).toEqual([expect.objectContaining({ product_id: ama.productId, quantity: 2 })]);
    expect(paid?.delivery.address?.line1).toBe('12 Amaexport Street');
    expect(paid?.fulfilment.status).toBe('unfulfilled');
    expect(json(files, 'addresses.json')).toEqual([expect.objectContaining({ full_name: 'Amaexport Owusu', phone: '+233241234567', city: 'Accra' })]);
    const plans = json(files, 'subscriptions.json') as { subscriptions: Array<{ package_type: string }>; payments: Array<{ purpose: string; status: string }> };
    expect(plans.subscriptions.map((plan) => plan.package_type)).toContain('ai_analysis');
    expect(plans.payments.filter((payment) => payment.status === 'success').map((payment) => payment.purpose).sort()).toEqual(['order', 'subscription']);
    expect(json(files, 'favorites.json')).toHaveLength(1);
    expect(json(files, 'reviews.json')).toEqual([expect.objectContaining({ product_id: ama.productId, rating: 5, text: 'Amaexport loves it' })]);
    expect(json(files, 'analyses.json')).toEqual([expect.objectContaining({ id: ama.analysisId, diagnosis: 'Combination skin', photo: `photos/${ama.photoKey}` })]);
    expect(json(files, 'consultations.json')).toEqual([expect.objectContaining({ analysis_id: ama.analysisId, question: 'Amaexport asks about redness' })]);
    expect(json(files, 'chat.json')).toEqual(expect.arrayContaining([expect.objectContaining({ from: 'you', text: ama.chat }), expect.objectContaining({ from: 'assistant' })]));
    expect(files.get(`photos/${ama.photoKey}`)).toEqual(await uploads.get(ama.photoKey));

    const everything = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const foreign of [kofi.who.email, 'Kofiother', kofi.photoKey, kofi.chat]) expect(everything).not.toContain(foreign);
  });

  it('allows a few exports an hour per account', async () => {
    const shopper = await registerVerifiedUser(app);
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(shopper.token) })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(shopper.token) });
    expect(limited.statusCode).toBe(429);
    // Another account is not affected.
    expect((await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(kofi.who.token) })).statusCode).toBe(200);
  });

  it('deletes the account with its password: photos, analyses, chat and the rest go; paid orders, payments and reviews stay without the person', async () => {
    const remove = (password: unknown) => app.inject({ method: 'DELETE', url: '/api/user/account', headers: bearer(ama.who.token), payload: { password } });
    const wrong = await remove('Wrong-pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: 'The password is incorrect', code: 'PASSWORD_INCORRECT' });
    expect((await remove('')).json().message).toBe('Please enter your password');
    expect(await uploads.get(ama.photoKey)).not.toBeNull();

    const done = await remove(ama.who.password);
    expect(done.json()).toEqual({ success: true, message: 'Your account was deleted' });

    // Every token of the account stops working, and the email no longer signs in.
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(ama.who.token) })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ama.who.email, password: ama.who.password } });
    expect(login.statusCode).toBe(401);

    const id = ama.who.user.id;
    const rows = async (table: string) => (await app.testing.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [id]))[0]!.n;
    for (const table of ['analyses', 'consultations', 'chat_messages', 'favorites', 'cart_items', 'addresses', 'email_tokens']) expect(await rows(table), table).toBe(0);
    expect(await uploads.get(ama.photoKey)).toBeNull();

    // The paid order and both paid payments stay for the bookkeeping; the pending order went.
    const orders = await app.testing.database.query<{ id: number; status: string }>('SELECT id, status FROM orders WHERE user_id = $1', [id]);
    expect(orders).toEqual([{ id: ama.paidOrderId, status: 'paid' }]);
    // Its delivery snapshot keeps the option and the fee, not the address.
    const [snapshot] = await app.testing.database.query<{ delivery_snapshot: { address: unknown; option: { kind: string }; fee: number } }>('SELECT delivery_snapshot FROM orders WHERE id = $1', [ama.paidOrderId]);
    expect(snapshot?.delivery_snapshot).toMatchObject({ address: null, option: { kind: 'delivery' } });
    const order = await app.testing.database.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [ama.paidOrderId]);
    for (const personal of ['Amaexport', '+233241234567', ama.who.email]) expect(JSON.stringify(order)).not.toContain(personal);
    expect(await app.testing.database.query('SELECT purpose FROM payments WHERE user_id = $1 ORDER BY purpose', [id])).toEqual([{ purpose: 'order' }, { purpose: 'subscription' }]);
    // The paid plan was cancelled first.
    expect(await app.testing.database.query('SELECT package_type, is_active, cancelled_at IS NOT NULL AS cancelled FROM subscriptions WHERE user_id = $1', [id])).toEqual([
      { package_type: 'ai_analysis', is_active: false, cancelled: true },
    ]);
    // Nothing of the person is left in the row the orders point at.
    const [tombstone] = await app.testing.database.query<Record<string, unknown>>('SELECT email, first_name, last_name, avatar, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1', [id]);
    expect(tombstone).toEqual({ email: `deleted-account-${id}`, first_name: '-', last_name: '-', avatar: null, deleted: true });
    const sandbox = await app.testing.database.query('SELECT reference FROM sandbox_payments WHERE email = $1', [ama.who.email]);
    expect(sandbox).toEqual([]);

    // The review stays, by "A former customer".
    const reviews = await app.inject({ method: 'GET', url: `/api/products/${ama.productId}/reviews` });
    const hers = reviews.json<{ reviews: Array<{ text: string; author_name: string }> }>().reviews.find((review) => review.text === 'Amaexport loves it');
    expect(hers?.author_name).toBe('A former customer');

    // The admin's people list no longer shows the email, nor the account.
    const people = await app.inject({ method: 'GET', url: '/api/admin/users?limit=100', headers: bearer(admin.token) });
    expect(people.body).not.toContain(ama.who.email);
    expect(people.json<{ data: Array<{ id: number }> }>().data.map((person) => person.id)).not.toContain(id);
    const searched = await app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(ama.who.email)}`, headers: bearer(admin.token) });
    expect(searched.json().data).toEqual([]);

    // Audited, without the person's data.
    const audit = await app.inject({ method: 'GET', url: '/api/admin/audit?action=user.delete', headers: bearer(admin.token) });
    const entry = audit.json<{ data: Array<{ target: { id: number }; actor_email: string | null; before: Record<string, unknown> }> }>().data.find((row) => row.target.id === id);
    expect(entry).toMatchObject({ actor_email: null, before: { analyses: 1, photos: 1, orders_kept: 1, payments_kept: 2, reviews_kept: 1 } });
    expect(JSON.stringify(entry)).not.toContain(ama.who.email);
    expect(JSON.stringify(entry)).not.toContain('Amaexport');

    // The other shopper keeps everything.
    expect(await uploads.get(kofi.photoKey)).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(kofi.who.token) })).json().data).toHaveLength(1);
  });
});

describe('deleting an account whose photos are in S3', () => {
  let s3: TestS3Server;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('removes every object of the account\'s photos from the bucket, and exports them from there', async () => {
    const client = createS3Client(s3.config);
    const bucket = createS3UploadStorage(client, s3.config.bucket, 'uploads/');
    const yaa = await shopperWithEverything(app, bucket, 'Yaas3');
    const other = await shopperWithEverything(app, bucket, 'Esis3');
    expect(await s3.keys()).toEqual(expect.arrayContaining([`uploads/${yaa.photoKey}`, `uploads/${other.photoKey}`]));

    const exported = await unzip((await app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(yaa.who.token) })).rawPayload);
    expect(exported.get(`photos/${yaa.photoKey}`)).toEqual(await bucket.get(yaa.photoKey));

    const done = await app.inject({ method: 'DELETE', url: '/api/user/account', headers: bearer(yaa.who.token), payload: { password: yaa.who.password } });
    expect(done.statusCode).toBe(200);
    const keys = await s3.keys();
    expect(keys).not.toContain(`uploads/${yaa.photoKey}`);
    expect(keys).toContain(`uploads/${other.photoKey}`);
    expect(await app.testing.database.query('SELECT id FROM analyses WHERE user_id = $1', [yaa.who.user.id])).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(yaa.who.token) })).statusCode).toBe(401);
    client.destroy();
  }, 120_000);
});

describe('analysis photos: kept for the retention period, or not at all', () => {
  let app: TestApp;
  let uploads: UploadStorage;
  beforeAll(async () => {
    app = await createTestApp();
    uploads = createLocalUploadStorage(path.join(app.testing.config.dataDir, 'uploads'));
  });
  afterAll(() => app.close());

  async function analysisWithPhoto(user: TestUser, daysAgo = 0): Promise<{ id: number; key: string }> {
    const key = newUploadKey('jpg');
    await uploads.put(key, await photoWithGps(32, 32));
    const at = new Date(app.testing.clock.now().getTime() - daysAgo * 24 * 3600_000);
    const [row] = await app.testing.database.query<{ id: number }>(
      `INSERT INTO analyses (user_id, image_key, diagnosis, result, model, created_at) VALUES ($1, $2, 'Oily skin', '{}'::jsonb, 'test', $3) RETURNING id`,
      [user.user.id, key, at.toISOString()],
    );
    return { id: row!.id, key };
  }
  const history = async (user: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(user.token) })).json<{ data: Array<{ id: number; image_url: string | null; ai_diagnosis: string }> }>().data;

  it('keeps photos by default for 180 days, and keeps the measurements only once the shopper says so', async () => {
    const shopper = await registerVerifiedUser(app);
    const first = await app.inject({ method: 'GET', url: '/api/user/privacy', headers: bearer(shopper.token) });
    expect(first.json()).toEqual({ success: true, data: { keep_analysis_photos: true, photo_retention_days: 180 } });
    const analysis = await analysisWithPhoto(shopper);
    expect((await history(shopper))[0]?.image_url).toMatch(/^\/uploads\//);

    const bad = await app.inject({ method: 'PUT', url: '/api/user/privacy', headers: bearer(shopper.token), payload: { keep_analysis_photos: 'no' } });
    expect(bad.statusCode).toBe(400);
    const chosen = await app.inject({ method: 'PUT', url: '/api/user/privacy', headers: bearer(shopper.token), payload: { keep_analysis_photos: false } });
    expect(chosen.json()).toEqual({ success: true, message: 'Your privacy choice was saved', data: { keep_analysis_photos: false, photo_retention_days: 180 } });
    expect(await uploads.get(analysis.key)).toBeNull();
    expect(await history(shopper)).toEqual([expect.objectContaining({ id: analysis.id, image_url: null, ai_diagnosis: 'Oily skin' })]);

    // A new analysis: measured and answered, its photo deleted at once.
    await giveAiAccess(app, shopper);
    const before = await storedFiles(app);
    const analysed = await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], shopper.token);
    expect(analysed.statusCode).toBe(200);
    const fresh = (await history(shopper)).find((item) => item.id === analysed.json().analysis.id);
    expect(fresh).toMatchObject({ image_url: null });
    expect(await storedFiles(app)).toEqual(before);
    // An analysis without its photo is still the shopper's to delete.
    expect((await app.inject({ method: 'DELETE', url: `/api/ml/history/${analysis.id}`, headers: bearer(shopper.token) })).statusCode).toBe(200);
   }, 90_000);

  it('the background job deletes photos past the retention period and keeps their analyses', async () => {
    const { createPhotoRetention } = await import('./photos');
    const shopper = await registerVerifiedUser(app);
    const old = await analysisWithPhoto(shopper, 181);
    const recent = await analysisWithPhoto(shopper, 10);
    const photos = createPhotoRetention({ db: app.testing.database.db, uploads, clock: app.testing.clock, log: app.log });
    expect(await photos.expire()).toBeGreaterThanOrEqual(1);
    expect(await uploads.get(old.key)).toBeNull();
    expect(await uploads.get(recent.key)).not.toBeNull();
    const items = await history(shopper);
    expect(items.find((item) => item.id === old.id)?.image_url).toBeNull();
    expect(items.find((item) => item.id === recent.id)?.image_url).not.toBeNull();
  });
});
