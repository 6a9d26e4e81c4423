import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegClaiming, pngBomb } from '../image-bombs';
import { buy, createStaff, multipart, photoWithGps, type FormPart, type Staff } from '../backoffice';
import { bearer, createTestApp, type TestApp } from '../helpers';
import { addToCart, checkout } from '../payment-journeys';

// Products in the back office: pictures uploaded with them, archive versus delete, the audit log.

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
});
afterAll(() => app.close());

interface StaffProduct {
  product_id: number;
  product_name: string;
  description: string;
  price: number;
  image_url: string;
  brand_id: number | null;
  brand_name: string | null;
  archived: boolean;
}

const uploadsDir = () => path.join(app.testing.config.dataDir, 'uploads');
const storedFiles = async () => (await fs.readdir(uploadsDir()).catch(() => [])).filter((file) => !file.endsWith('.tmp')).sort();
const fileOf = (imageUrl: string) => imageUrl.replace('/images/products/', '');

function fields(values: Record<string, string>): FormPart[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function sendForm(method: 'POST' | 'PUT', url: string, token: string, parts: FormPart[]) {
  const { payload, headers } = multipart(parts);
  return app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
}

async function auditOf(productId: number) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: staff.headers('admin') });
  return res.json<{ data: Array<{ action: string; actor_id: number | null; actor_email: string | null; target: { type: string; id: number }; before: Record<string, unknown> | null; after: Record<string, unknown> | null }> }>()
    .data.filter((entry) => entry.target.type === 'product' && entry.target.id === productId);
}

const shopList = async (search: string) =>
  (await app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(search)}` })).json<{ products: Array<{ product_id: number }> }>().products.map((p) => p.product_id);

describe('product pictures', () => {
  it('takes a phone photo with the product form, stores it re-encoded without EXIF or GPS, and serves it publicly', async () => {
    const photo = await photoWithGps(2400, 1800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await sendForm('POST', '/api/products', staff.users.admin.token, [
      ...fields({ product_name: 'Baobab Face Oil', price: '12.50', description: 'Cold-pressed baobab oil.', category: 'skincare', brand_id: String(staff.brandA) }),
      { name: 'image', value: photo, filename: 'oil.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<{ product: StaffProduct }>().product;
    expect(product).toMatchObject({ product_name: 'Baobab Face Oil', price: 12.5, category: 'skincare', brand_id: staff.brandA, archived: false });
    expect(product.image_url).toMatch(/^\/images\/products\/[0-9a-f-]{36}\.webp$/);
    expect(await storedFiles()).toContain(fileOf(product.image_url));

    const stored = await fs.readFile(path.join(uploadsDir(), fileOf(product.image_url)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);

    const served = await app.inject({ method: 'GET', url: `${product.image_url}?w=400&q=70` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    // The shop lists it with its picture at once.
    const shop = await app.inject({ method: 'GET', url: `/api/products/${product.product_id}` });
    expect(shop.json().product).toMatchObject({ product_name: 'Baobab Face Oil', image_url: product.image_url });
    expect(await shopList('Baobab')).toEqual([product.product_id]);
  });

  it('accepts PNG and WebP pictures (sniffed from the bytes, whatever the name says) and a brand_admin files them under its brand', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await sendForm('POST', '/api/products', staff.users.brand_admin_a.token, [
        ...fields({ product_name: `Hibiscus Mist ${format}`, price: '3' }),
        { name: 'image', value: await photoWithGps(200, 200, format), filename: 'mist.jpg', contentType: 'image/jpeg' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().product).toMatchObject({ brand_id: staff.brandA, price: 3 });
      expect((await app.inject({ method: 'GET', url: res.json().product.image_url })).statusCode).toBe(200);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP picture, pictures over 10 MB and bad fields, keeping nothing', async () => {
    const before = { files: await storedFiles(), products: await app.testing.database.query('SELECT count(*)::int AS n FROM products') };
    const form = (image: FormPart, extra: Record<string, string> = {}) =>
      sendForm('POST', '/api/products', staff.users.admin.token, [...fields({ product_name: 'Refused Balm', price: '2', ...extra }), image]);
    const svg = await form({ name: 'image', value: '<svg onload="alert(1)"></svg>', filename: 'balm.jpg', contentType: 'image/jpeg' });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ success: false, message: 'Please upload a JPEG, PNG or WebP image' });
    const broken = await form({ name: 'image', value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), filename: 'cut.jpg' });
    expect(broken.statusCode).toBe(415);
    const huge = await form({ name: 'image', value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]), filename: 'huge.jpg' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image must be at most 10 MB');
    // Decompression bombs: a few KB that would decode to gigabytes, refused from the header.
    for (const [value, filename] of [[pngBomb(20_000, 20_000), 'bomb.png'], [await jpegClaiming(60_000, 60_000), 'bomb.jpg']] as const) {
      const bomb = await form({ name: 'image', value, filename });
      expect(bomb.statusCode, filename).toBe(413);
      expect(bomb.json()).toMatchObject({ success: false, message: 'The image must be at most 80 megapixels', code: 'IMAGE_TOO_LARGE' });
    }
    const badPrice = await form({ name: 'image', value: await photoWithGps(), filename: 'ok.jpg' }, { price: 'cheap' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toBe('Price must be a number');
    const otherField = await form({ name: 'picture', value: await photoWithGps(), filename: 'ok.jpg' });
    expect(otherField.statusCode).toBe(400);
    const noName = await sendForm('POST', '/api/products', staff.users.admin.token, fields({ price: '2' }));
    expect(noName.json()).toMatchObject({ success: false, message: 'Product name is required' });
    expect(await storedFiles()).toEqual(before.files);
    expect(await app.testing.database.query('SELECT count(*)::int AS n FROM products')).toEqual(before.products);
  });

  it('replaces a picture: the new one is served, the old file is deleted and its address answers 404', async () => {
    const created = await sendForm('POST', '/api/products', staff.users.admin.token, [
      ...fields({ product_name: 'Cocoa Lip Tint', price: '2.75', category: 'lip' }),
      { name: 'image', value: await photoWithGps(), filename: 'tint.jpg' },
    ]);
    const first = created.json<{ product: StaffProduct }>().product;
    const updated = await sendForm('PUT', `/api/products/${first.product_id}`, staff.users.admin.token, [
      ...fields({ price: '2.95' }),
      { name: 'image', value: await photoWithGps(100, 100, 'png'), filename: 'tint.png' },
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const second = updated.json<{ product: StaffProduct }>().product;
    expect(second).toMatchObject({ product_name: 'Cocoa Lip Tint', price: 2.95 });
    expect(second.image_url).not.toBe(first.image_url);
    expect((await app.inject({ method: 'GET', url: second.image_url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);
    expect(await storedFiles()).not.toContain(fileOf(first.image_url));
  });

  it('creates and updates from JSON without a picture, keeps HTML in texts as text, and refuses an empty change', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: staff.headers('admin'),
      payload: { product_name: '<b>Bold</b> Balm', price: 4, description: '<script>alert("x")</script> & friends', category: 'lip' },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ product: StaffProduct }>().product;
    expect(product).toMatchObject({ product_name: '<b>Bold</b> Balm', description: '<script>alert("x")</script> & friends', image_url: '/images/products/placeholder.webp' });
    const shop = await app.inject({ method: 'GET', url: `/api/products/${product.product_id}` });
    expect(shop.json().product.description).toBe('<script>alert("x")</script> & friends');
    const empty = await app.inject({ method: 'PUT', url: `/api/products/${product.product_id}`, headers: staff.headers('admin'), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Nothing to change' });
  });

  it('never serves an upload no product uses, such as a private analysis photo', async () => {
    const key = '0b7e2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp';
    await fs.mkdir(uploadsDir(), { recursive: true });
    await fs.writeFile(path.join(uploadsDir(), key), await sharp(await photoWithGps()).webp().toBuffer());
    expect((await app.inject({ method: 'GET', url: `/images/products/${key}` })).statusCode).toBe(404);
  });
});

describe('delete or archive', () => {
  it('archives a product someone paid for: it leaves the shop, search and carts, and stays in their order', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/products', headers: staff.headers('brand_admin_a'), payload: { product_name: 'Sold Shea Soap', price: 3.5, category: 'body' } });
    const id = res.json<{ product: StaffProduct }>().product.product_id;
    const orderId = await buy(app, staff.users.consumer.token, id, 2);
    // Another shopper still has it in the cart.
    await addToCart(app, staff.users.dermatologist.token, id, 1);

    const removed = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: staff.headers('brand_admin_a') });
    expect(removed.json()).toEqual({ success: true, message: 'Product archived: it has left the shop and stays in past orders', archived: true });
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    expect(await shopList('Sold Shea Soap')).toEqual([]);
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: staff.headers('dermatologist') });
    expect(cart.json().data.items.map((item: { product_id: number }) => item.product_id)).not.toContain(id);
    const add = await app.inject({ method: 'POST', url: '/api/cart/add', headers: staff.headers('consumer'), payload: { product_id: id, quantity: 1 } });
    expect(add.statusCode).toBe(404);

    const order = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: staff.headers('consumer') });
    expect(order.json().data.items).toEqual([{ product_id: id, product_name: 'Sold Shea Soap', unit_price: 3.5, quantity: 2, line_total: 7 }]);
    const staffList = await app.inject({ method: 'GET', url: '/api/admin/products?status=archived', headers: staff.headers('brand_admin_a') });
    expect(staffList.json().data).toEqual([expect.objectContaining({ product_id: id, archived: true, brand_id: staff.brandA })]);

    const again = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: staff.headers('brand_admin_a') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product is archived and can no longer be changed');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['product.archive', 'product.create']);
  });

  it('restores an archived product (admins only, audited): it is back in the shop and can be changed again', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/products', headers: staff.headers('brand_admin_a'), payload: { product_name: 'Restored Cocoa Balm', price: 4, category: 'body' } });
    const id = res.json<{ product: StaffProduct }>().product.product_id;
    await buy(app, staff.users.consumer.token, id, 1);
    const restore = (caller: 'admin' | 'brand_admin_a' | 'consumer' | 'dermatologist') =>
      app.inject({ method: 'POST', url: `/api/admin/products/${id}/restore`, headers: staff.headers(caller) });

    // In the shop already: nothing to restore.
    const early = await restore('admin');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This product is in the shop already');

    await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: staff.headers('brand_admin_a') });
    for (const caller of ['brand_admin_a', 'consumer', 'dermatologist'] as const) {
      expect((await restore(caller)).statusCode, caller).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: `/api/admin/products/${id}/restore` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/products/999999/restore', headers: staff.headers('admin') })).statusCode).toBe(404);
    expect(await shopList('Restored Cocoa Balm')).toEqual([]);

    const restored = await restore('admin');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ success: true, message: 'Product restored: it is back in the shop', product: { product_id: id, archived: false, archived_at: null } });
    expect(await shopList('Restored Cocoa Balm')).toEqual([id]);
    expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(200);
    const edit = await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: staff.headers('brand_admin_a'), payload: { price: 4.5 } });
    expect(edit.statusCode, edit.body).toBe(200);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['product.update', 'product.restore', 'product.archive', 'product.create']);
    expect(entries[1]).toMatchObject({ actor_id: staff.users.admin.user.id, before: { archived: true }, after: { archived: false } });
  });

  it('removes a product nobody paid for, with its picture, cart lines and favorites; a pending order keeps its line', async () => {
    const created = await sendForm('POST', '/api/products', staff.users.admin.token, [
      ...fields({ product_name: 'Unsold Lip Oil', price: '2', category: 'lip' }),
      { name: 'image', value: await photoWithGps(), filename: 'oil.jpg' },
    ]);
    const product = created.json<{ product: StaffProduct }>().product;
    const shopper = staff.users.brand_admin_b;
    await addToCart(app, shopper.token, product.product_id, 1);
    const pending = await checkout(app, shopper.token);
    await app.inject({ method: 'PUT', url: '/api/user/favorites', headers: bearer(shopper.token), payload: { favorites: [product.product_id] } });

    const removed = await app.inject({ method: 'DELETE', url: `/api/products/${product.product_id}`, headers: staff.headers('admin') });
    expect(removed.json()).toEqual({ success: true, message: 'Product deleted', archived: false });
    expect(await app.testing.database.query('SELECT id FROM products WHERE id = $1', [product.product_id])).toEqual([]);
    expect(await app.testing.database.query('SELECT product_id FROM cart_items WHERE product_id = $1', [product.product_id])).toEqual([]);
    expect(await app.testing.database.query('SELECT product_id FROM favorites WHERE product_id = $1', [product.product_id])).toEqual([]);
    expect(await storedFiles()).not.toContain(fileOf(product.image_url));
    expect((await app.inject({ method: 'GET', url: product.image_url })).statusCode).toBe(404);
    const order = await app.inject({ method: 'GET', url: `/api/orders/${pending.order_id}`, headers: bearer(shopper.token) });
    expect(order.json().data.items).toMatchObject([{ product_id: product.product_id, product_name: 'Unsold Lip Oil' }]);
    expect((await app.inject({ method: 'DELETE', url: `/api/products/${product.product_id}`, headers: staff.headers('admin') })).statusCode).toBe(404);
  });
});

describe('staff product list and audit', () => {
  it("shows a brand_admin only its brand's products (archived ones too), searchable and paged; an admin all of them", async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/admin/products?limit=100', headers: staff.headers('brand_admin_a') });
    const brands = new Set(mine.json<{ data: StaffProduct[] }>().data.map((p) => p.brand_id));
    expect([...brands]).toEqual([staff.brandA]);
    expect(mine.json().data[0].brand_name).toMatch(/^Adinkra Botanics/);
    const theirs = await app.inject({ method: 'GET', url: '/api/admin/products?search=Hibiscus%20Mist', headers: staff.headers('brand_admin_b') });
    expect(theirs.json().data).toEqual([]);
    const all = await app.inject({ method: 'GET', url: '/api/admin/products?search=Hibiscus%20Mist&limit=1', headers: staff.headers('admin') });
    expect(all.json().data).toHaveLength(1);
    expect(all.json().pagination).toEqual({ page: 1, limit: 1, total: 2, total_pages: 2, has_more: true });
    const active = await app.inject({ method: 'GET', url: '/api/admin/products?status=active&limit=100', headers: staff.headers('admin') });
    expect(active.json().data.every((p: StaffProduct) => !p.archived)).toBe(true);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/products?status=gone', headers: staff.headers('admin') });
    expect(bad.json()).toMatchObject({ success: false, message: 'Status must be active, archived or all' });
  });

  it('records who changed a product, what it was before and after, newest first', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/products', headers: staff.headers('admin'), payload: { product_name: 'Audit Cream', price: 5, category: 'skincare' } });
    const id = created.json<{ product: StaffProduct }>().product.product_id;
    await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: staff.headers('admin'), payload: { price: 5.5, description: 'Now richer.' } });
    const [update, create] = await auditOf(id);
    expect(update).toMatchObject({
      action: 'product.update',
      actor_id: staff.users.admin.user.id,
      actor_email: staff.users.admin.email,
      before: { product_name: 'Audit Cream', price: 5, description: '' },
      after: { product_name: 'Audit Cream', price: 5.5, description: 'Now richer.' },
    });
    expect(create).toMatchObject({ action: 'product.create', before: null, after: { product_name: 'Audit Cream', price: 5, archived: false } });
    // A refused change writes no audit row.
    await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: staff.headers('brand_admin_b'), payload: { price: 1 } });
    expect(await auditOf(id)).toHaveLength(2);
  });
});
