import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, multipart, photoWithGps, storedAnalysis, type FormPart, type Staff } from '../backoffice';
import { bearer, createTestApp, type TestApp } from '../helpers';

// Finding 1 of the back-office attack review: a product may only name a picture uploaded for it or
// the shop's drawings, so a brand_admin can neither show nor delete another brand's picture or a
// shopper's face photo; a file goes only when nothing uses it any more, and the audit log says so.

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
});
afterAll(() => app.close());

const unknownPicture = "Image URL must be a picture uploaded for this product or one of the shop's drawings";
const uploadsDir = () => path.join(app.testing.config.dataDir, 'uploads');
const stored = async (key: string) => (await fs.readdir(uploadsDir()).catch(() => [] as string[])).includes(key);
const keyOf = (imageUrl: string) => imageUrl.replace('/images/products/', '');

async function productWithPicture(caller: 'brand_admin_a' | 'brand_admin_b' | 'admin', name: string): Promise<{ product_id: number; image_url: string }> {
  const brand = caller === 'brand_admin_b' ? staff.brandB : staff.brandA;
  const parts: FormPart[] = [
    { name: 'product_name', value: name },
    { name: 'price', value: '9.50' },
    { name: 'brand_id', value: String(brand) },
    { name: 'image', value: await photoWithGps(), filename: 'pack.jpg', contentType: 'image/jpeg' },
  ];
  const { payload, headers } = multipart(parts);
  const res = await app.inject({ method: 'POST', url: '/api/products', payload, headers: { ...headers, ...staff.headers(caller) } });
  expect(res.statusCode).toBe(201);
  return res.json().product;
}

async function plainProduct(caller: 'brand_admin_b', payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/products', headers: staff.headers(caller), payload: { product_name: 'Borrowed Balm', price: 4, brand_id: staff.brandB, ...payload } });
}

async function auditActionsOf(productId: number) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: staff.headers('admin') });
  return res.json<{ data: Array<{ action: string; target: { type: string; id: number }; before: Record<string, unknown> | null }> }>()
    .data.filter((entry) => entry.target.type === 'product' && entry.target.id === productId);
}

describe('product pictures belong to their product', () => {
  it("refuses another brand's picture on create and update, and deleting the refused product leaves that picture alone", async () => {
    const theirs = await productWithPicture('brand_admin_a', 'Adinkra Day Cream');
    const created = await plainProduct('brand_admin_b', { image_url: theirs.image_url });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ success: false, code: 'UNKNOWN_PICTURE', message: unknownPicture });

    const own = await plainProduct('brand_admin_b', {});
    const ownId = own.json().product.product_id as number;
    const updated = await app.inject({ method: 'PUT', url: `/api/products/${ownId}`, headers: staff.headers('brand_admin_b'), payload: { image_url: theirs.image_url } });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(unknownPicture);

    expect((await app.inject({ method: 'DELETE', url: `/api/products/${ownId}`, headers: staff.headers('brand_admin_b') })).statusCode).toBe(200);
    expect(await stored(keyOf(theirs.image_url))).toBe(true);
    expect((await app.inject({ method: 'GET', url: `${theirs.image_url}?w=200` })).statusCode).toBe(200);
  });

  it("never accepts a shopper's face photo, whatever the address says, and the photo survives", async () => {
    const photo = await storedAnalysis(app, staff.users.consumer.user.id);
    const own = await plainProduct('brand_admin_b', {});
    const ownId = own.json().product.product_id as number;
    for (const imageUrl of [`/images/products/${photo.imageKey}`, `/images/products/${photo.imageKey.replace('.jpg', '.webp')}`, `/uploads/${photo.imageKey}`]) {
      const res = await app.inject({ method: 'PUT', url: `/api/products/${ownId}`, headers: staff.headers('brand_admin_b'), payload: { image_url: imageUrl } });
      expect(res.statusCode, imageUrl).toBe(400);
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/products/${ownId}`, headers: staff.headers('brand_admin_b') })).statusCode).toBe(200);
    expect(await stored(photo.imageKey)).toBe(true);
    const history = await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(staff.users.consumer.token) });
    expect(history.json().data.map((entry: { id: number }) => entry.id)).toContain(photo.id);
  });

  it("accepts the shop's drawings and the product's own picture; outside addresses no more", async () => {
    const own = await productWithPicture('brand_admin_a', 'Own Picture Oil');
    const put = (image_url: string) => app.inject({ method: 'PUT', url: `/api/products/${own.product_id}`, headers: staff.headers('brand_admin_a'), payload: { image_url } });
    expect((await put(own.image_url)).statusCode).toBe(200);
    const outside = await put('https://example.com/pack.webp');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(unknownPicture);
    const drawing = await put('/images/products/sunscreen-cream.webp');
    expect(drawing.statusCode).toBe(200);
    expect(drawing.json().product.image_url).toBe('/images/products/sunscreen-cream.webp');
    // The uploaded picture was let go: its file is gone, the audit log says which one.
    expect(await stored(keyOf(own.image_url))).toBe(false);
    const removal = (await auditActionsOf(own.product_id)).find((entry) => entry.action === 'product.picture_delete');
    expect(removal?.before).toEqual({ image_url: own.image_url });
    // Once let go, it is no longer the product's to name.
    expect((await put(own.image_url)).statusCode).toBe(400);
    expect((await put('/images/products/placeholder.webp')).statusCode).toBe(200);
  });

  it('keeps a file that another product or an analysis still uses, and removes it with the last user', async () => {
    const first = await productWithPicture('admin', 'Shared Picture One');
    const second = (await plainProduct('brand_admin_b', {})).json().product.product_id as number;
    // Rows written before the rule: a second product and an analysis naming the same file.
    await app.testing.database.query('UPDATE products SET image_url = $1 WHERE id = $2', [first.image_url, second]);
    const key = keyOf(first.image_url);
    await app.testing.database.query(
      `INSERT INTO analyses (user_id, image_key, diagnosis, result, model) VALUES ($1, $2, 'Normal skin', '{}'::jsonb, 'test')`,
      [staff.users.consumer.user.id, key],
    );

    expect((await app.inject({ method: 'DELETE', url: `/api/products/${first.product_id}`, headers: staff.headers('admin') })).statusCode).toBe(200);
    expect(await stored(key)).toBe(true);
    // Still the second product's picture.
    expect((await app.inject({ method: 'GET', url: `${first.image_url}?w=200` })).statusCode).toBe(200);
    const drawing = await app.inject({ method: 'PUT', url: `/api/products/${second}`, headers: staff.headers('brand_admin_b'), payload: { image_url: '/images/products/placeholder.webp' } });
    expect(drawing.statusCode).toBe(200);
    // The analysis still needs its photo.
    expect(await stored(key)).toBe(true);
    for (const id of [first.product_id, second]) expect((await auditActionsOf(id)).map((entry) => entry.action)).not.toContain('product.picture_delete');

    const third = await productWithPicture('admin', 'Shared Picture Three');
    const fourth = (await plainProduct('brand_admin_b', {})).json().product.product_id as number;
    await app.testing.database.query('UPDATE products SET image_url = $1 WHERE id = $2', [third.image_url, fourth]);
    expect((await app.inject({ method: 'DELETE', url: `/api/products/${third.product_id}`, headers: staff.headers('admin') })).statusCode).toBe(200);
    expect(await stored(keyOf(third.image_url))).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/products/${fourth}`, headers: staff.headers('brand_admin_b') })).statusCode).toBe(200);
    expect(await stored(keyOf(third.image_url))).toBe(false);
    const removal = (await auditActionsOf(fourth)).find((entry) => entry.action === 'product.picture_delete');
    expect(removal?.before).toEqual({ image_url: third.image_url });
  });
});
