import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generalMessages, productImageWidths } from '@nyansa/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { seedProducts } from '../catalog/seed-data';
import { imageRateLimit } from './routes';
import { defaultRenderConcurrency, pictureName, pictureVariants } from './service';

const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('product images', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('renders a studio photo as WebP at the asked width, with long-lived caching and revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/products/body-glow.webp?w=200&q=80' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).split(', ')).toContain('Accept');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    const again = await app.inject({ method: 'GET', url: '/images/products/body-glow.webp?w=200&q=80', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers.vary).split(', ')).toContain('Accept');
  });

  it('sends AVIF to browsers that name it, and WebP to those that only take any image', async () => {
    const avif = await app.inject({ method: 'GET', url: '/images/products/lip-scrub.webp?w=400', headers: { accept: chrome } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 400 });
    const old = await app.inject({ method: 'GET', url: '/images/products/lip-scrub.webp?w=400', headers: { accept: 'image/webp,image/*,*/*;q=0.8' } });
    expect(old.headers['content-type']).toBe('image/webp');
    const refused = await app.inject({ method: 'GET', url: '/images/products/lip-scrub.webp?w=400', headers: { accept: 'image/avif;q=0,image/webp' } });
    expect(refused.headers['content-type']).toBe('image/webp');
    // A shared cache must not hand the AVIF to the browser that cannot read it.
    expect(avif.headers.etag).not.toBe(old.headers.etag);
  });

  it('has a photo for every seeded product, and a placeholder for products without one', async () => {
    for (const product of seedProducts) {
      const res = await app.inject({ method: 'GET', url: `/images/products/${product.key}.webp?w=200` });
      expect(res.statusCode, product.key).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/images/products/placeholder.webp?w=200' })).statusCode).toBe(200);
  });

  it('draws the home page hero as a 5:4 scene at the same widths', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/scenes/hero.webp?w=800', headers: { accept: chrome } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 800, height: 640 });
    expect((await app.inject({ method: 'GET', url: '/images/scenes/body-glow.webp' })).statusCode).toBe(404);
  });

  it('serves the listed widths, and any other width as the next listed one up', async () => {
    for (const width of productImageWidths) {
      const res = await app.inject({ method: 'GET', url: `/images/products/vitamin-c-serum.webp?w=${width}` });
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
    const cases: [string, number][] = [['w=16', 200], ['w=401', 800], ['w=1201', 1200], ['w=1600', 1200], ['', 800]];
    for (const [query, width] of cases) {
      const res = await app.inject({ method: 'GET', url: `/images/products/vitamin-c-serum.webp?${query}` });
      expect((await sharp(res.rawPayload).metadata()).width, query).toBe(width);
    }
  });

  it('trades bytes for quality at two levels, the nearest serving any other', async () => {
    const low = await app.inject({ method: 'GET', url: '/images/products/vitamin-c-serum.webp?w=400&q=10' });
    const high = await app.inject({ method: 'GET', url: '/images/products/vitamin-c-serum.webp?w=400&q=95' });
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
    expect(low.headers.etag).not.toBe(high.headers.etag);
    const spec = await app.inject({ method: 'GET', url: '/images/products/vitamin-c-serum.webp?w=400&q=80' });
    expect(spec.headers.etag).toBe(high.headers.etag);
  });

  it('answers 404 for unknown images and 400 for silly sizes', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/images/products/nope.webp' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Image not found', code: 'IMAGE_NOT_FOUND' });
    const cases: [string, string][] = [
      ['/images/products/body-glow.webp?w=99999', 'w must be between 16 and 1600'],
      ['/images/products/body-glow.webp?w=8', 'w must be between 16 and 1600'],
      ['/images/products/body-glow.webp?w=wide', 'w must be a width in pixels'],
      ['/images/products/body-glow.webp?q=0', 'q must be between 1 and 100'],
      ['/images/products/body-glow.webp?q=101', 'q must be between 1 and 100'],
      ['/images/products/..%2Fsecret.webp', 'Unknown image'],
    ];
    for (const [url, message] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('product images under load', () => {
  it('renders each variant once: cache-busting addresses render nothing new, and another instance on the same store reuses it', async () => {
    const dataDir = path.join(os.tmpdir(), `nyansa-renders-${randomBytes(6).toString('hex')}`);
    const renders = path.join(dataDir, 'uploads', 'renders');
    const first = await createTestApp({ env: { DATA_DIR: dataDir } });
    const second = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const bodies = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        const url = `/images/products/body-butter.webp?w=${401 + i * 13}&q=${66 + i}&v=${i}&_=${Math.random()}`;
        const res = await first.inject({ method: 'GET', url, remoteAddress: `10.1.0.${i}` });
        expect(res.statusCode, url).toBe(200);
        bodies.add(res.rawPayload.toString('base64'));
      }
      expect(bodies.size).toBe(1);
      const stored = await fs.readdir(renders);
      expect(stored).toHaveLength(1);
      // Mark the stored render: the other instance must serve these bytes, not a render of its own.
      const marked = await sharp(Buffer.from([...bodies][0]!, 'base64')).webp({ quality: 20 }).toBuffer();
      await fs.writeFile(path.join(renders, stored[0]!), marked);
      const elsewhere = await second.inject({ method: 'GET', url: '/images/products/body-butter.webp?w=800&q=80' });
      expect(elsewhere.rawPayload.equals(marked)).toBe(true);
      expect(await fs.readdir(renders)).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('limits each address to 600 images a minute, then answers 429 in the contract shape', async () => {
    const app = await createTestApp();
    try {
      expect(imageRateLimit.max).toBe(600);
      const url = '/images/products/pink-lip-balm.webp?w=200';
      for (let i = 0; i < imageRateLimit.max; i += 1) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
        expect(res.statusCode).toBe(200);
      }
      const limited = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: generalMessages.rateLimited, code: 'RATE_LIMITED' });
      // Other shoppers are not held back by one address.
      expect((await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps a login fast while bursts of distinct renders are under way', async () => {
    // Production password hashing: the work a burst would hold up.
    const app = await createTestApp({ env: { ARGON2_MEMORY_COST: '19456', ARGON2_TIME_COST: '2' } });
    try {
      const shopper = await registerVerifiedUser(app);
      const login = async () => {
        const started = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.9', payload: { email: shopper.email, password: shopper.password } });
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      await login();
      const idle = median([await login(), await login(), await login(), await login(), await login()]);

      // Each round asks for 24 photos never rendered before, all at once (the attack of issue 20), and logs in.
      const during: number[] = [];
      for (const round of [0, 1, 2]) {
        const burst = seedProducts.slice(round * 6, round * 6 + 6).flatMap((product) =>
          productImageWidths.map((width) => app.inject({ method: 'GET', url: `/images/products/${product.key}.webp?w=${width}&q=80`, remoteAddress: '198.51.100.66' })),
        );
        during.push(await login());
        expect((await Promise.all(burst)).every((res) => res.statusCode === 200)).toBe(true);
      }
      const typical = median(during);
      // Generous: the machine running the tests is often busy with more than this test (the bench has the exact figure).
      // Queued behind the renders, a login waited for seconds (2 s against 15 ms idle before the limit).
      expect(typical, `a login took ${typical.toFixed(0)} ms during a burst, ${idle.toFixed(0)} ms idle`).toBeLessThan(Math.max(3 * idle, idle + 400));
    } finally {
      await app.close();
    }
  }, 90_000);

  it('leaves at least two of the thread pool to password hashing', () => {
    expect(defaultRenderConcurrency(2, 4)).toBe(1);
    expect(defaultRenderConcurrency(16, 4)).toBe(2);
    expect(defaultRenderConcurrency(16, 16)).toBe(8);
    expect(defaultRenderConcurrency(1, 4)).toBe(1);
  });
});

describe('product pictures rendered ahead', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { RENDER_AHEAD: 'on' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('renders every variant of an uploaded picture right after the product is created, before anyone asks for it', async () => {
    const admin = await registerVerifiedUser(app, { role: 'admin' });
    const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 180, g: 90, b: 120 } } }).jpeg().toBuffer();
    const form = multipart([
      { name: 'product_name', value: 'Hibiscus Face Mist' },
      { name: 'price', value: '7.5' },
      { name: 'image', value: picture, filename: 'mist.jpg', contentType: 'image/jpeg' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/products', headers: { ...bearer(admin.token), ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const name = pictureName(res.json<{ product: { image_url: string } }>().product.image_url)!;
    expect(name).toMatch(/^[0-9a-f-]{36}$/);
    const renders = path.join(app.testing.config.dataDir, 'uploads', 'renders');
    const rendered = async () => (await fs.readdir(renders).catch(() => [] as string[])).filter((file) => file.startsWith(`${name}-`));
    const deadline = Date.now() + 60_000;
    while ((await rendered()).length < pictureVariants.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const files = await rendered();
    expect(files).toHaveLength(pictureVariants.length);
    for (const { width, quality, format } of pictureVariants) expect(files.some((file) => file.endsWith(`-w${width}-q${quality}.${format}`))).toBe(true);
  });
});
