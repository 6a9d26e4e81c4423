import path from 'node:path';
import type { Role } from '@nyansa/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import { newUploadKey, createLocalUploadStorage } from '../src/storage/uploads';
import { activatePlan } from '../src/modules/subscriptions/service';
import { bearer, registerVerifiedUser, type TestApp, type TestUser } from './helpers';
import { addToCart, checkout, useSandboxPage, verifyPayment } from './payment-journeys';

/** Helpers shared by the back-office tests: the staff of two brands, analyses, paid orders, forms. */

export type Caller = 'visitor' | 'consumer' | 'dermatologist' | 'brand_admin_a' | 'brand_admin_b' | 'admin';
export const callers: Caller[] = ['visitor', 'consumer', 'dermatologist', 'brand_admin_a', 'brand_admin_b', 'admin'];

export interface Staff {
  brandA: number;
  brandB: number;
  users: Record<Exclude<Caller, 'visitor'>, TestUser>;
  /** The Authorization header of a caller (none for the visitor). */
  headers(caller: Caller): Record<string, string>;
}

let brandCounter = 0;

export async function createBrand(app: TestApp, name: string): Promise<number> {
  const [row] = await app.testing.database.query<{ id: number }>('INSERT INTO brands (name) VALUES ($1) RETURNING id', [name]);
  return row!.id;
}

/** A consumer, a dermatologist, a brand_admin of brand A and one of brand B, and an admin, each signed in. */
export async function createStaff(app: TestApp): Promise<Staff> {
  brandCounter += 1;
  const brandA = await createBrand(app, `Adinkra Botanics ${brandCounter}`);
  const brandB = await createBrand(app, `Kente Skin ${brandCounter}`);
  const as = (role: Role, brandId?: number) => registerVerifiedUser(app, { role, ...(brandId ? { brandId } : {}), first_name: 'Efua', last_name: role === 'dermatologist' ? 'Owusu' : 'Mensah' });
  const users = {
    consumer: await registerVerifiedUser(app),
    dermatologist: await as('dermatologist'),
    brand_admin_a: await as('brand_admin', brandA),
    brand_admin_b: await as('brand_admin', brandB),
    admin: await as('admin'),
  };
  return { brandA, brandB, users, headers: (caller) => (caller === 'visitor' ? {} : bearer(users[caller].token)) };
}

export async function giveAiPlan(app: TestApp, userId: number): Promise<void> {
  await activatePlan(app.testing.database.db, userId, 'ai_analysis', 'monthly', app.testing.clock.now());
}

/** A JPEG photo as a phone sends it: with camera make and GPS position in its EXIF. */
export async function photoWithGps(width = 320, height = 240, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } });
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp();
  return encoded
    .withMetadata({ exif: { IFD0: { Make: 'SecretPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' } } })
    .toBuffer();
}

/** An analysis of the user's, stored as the analysis module stores one (photo in upload storage, result as JSON). */
export async function storedAnalysis(app: TestApp, userId: number, diagnosis = 'Combination skin with mild redness'): Promise<{ id: number; imageKey: string }> {
  const imageKey = newUploadKey('jpg');
  await createLocalUploadStorage(path.join(app.testing.config.dataDir, 'uploads')).put(imageKey, await photoWithGps(64, 64));
  const result = {
    diagnosis,
    model_used: 'nyansa-skin test',
    timestamp: app.testing.clock.now().toISOString(),
    confidence: 0.8,
    parameters: { redness_left_cheek: { value: 12.5, unit: 'a*', label: 'Redness, left cheek' }, t_zone_shine: { value: 0.31, unit: '', label: 'T-zone shine' } },
    recommendations: ['Use a gentle cleanser.'],
    concerns: ['redness'],
  };
  const [row] = await app.testing.database.query<{ id: number }>(
    `INSERT INTO analyses (user_id, image_key, diagnosis, result, confidence, model) VALUES ($1, $2, $3, $4::jsonb, 0.8, 'nyansa-skin test') RETURNING id`,
    [userId, imageKey, diagnosis, JSON.stringify(result)],
  );
  return { id: row!.id, imageKey };
}

/** Buys `quantity` of a product through the sandbox page; returns the paid order's id. */
export async function buy(app: TestApp, token: string, productId: number, quantity = 1): Promise<number> {
  await addToCart(app, token, productId, quantity);
  const answer = await checkout(app, token);
  const landing = await useSandboxPage(app, answer.payment_url, 'pay');
  const verified = await verifyPayment(app, token, landing.searchParams.get('reference') ?? '');
  expect(verified.json().data).toMatchObject({ status: 'success', order_id: answer.order_id });
  return answer.order_id;
}

export interface FormPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----nyansa-backoffice-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The dev mailbox's mails to one address, oldest first. */
export async function mailsTo(app: TestApp, email: string): Promise<Array<{ subject: string; text_body: string; html_body: string }>> {
  return app.testing.database.query('SELECT subject, text_body, html_body FROM dev_mails WHERE to_address = $1 ORDER BY id', [email.toLowerCase()]);
}
