import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, multipart, photoWithGps } from '../../test/backoffice';
import { createTestApp } from '../../test/helpers';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { startBanner } from '../start-banner';
import { isRenderKey } from '../modules/images/service';
import { createS3Client, createS3UploadStorage } from './s3';
import { newUploadKey } from './uploads';

describe('S3 upload storage, against a real S3 server on loopback', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores, reads and deletes objects under its prefix, and only keys it accepts', async () => {
    const client = createS3Client(s3.config);
    const storage = createS3UploadStorage(client, s3.config.bucket, 'uploads/');
    const key = newUploadKey('jpg');
    await storage.ping();
    await storage.put(key, Buffer.from('photo bytes'));
    expect((await storage.get(key))?.toString()).toBe('photo bytes');
    expect(await s3.keys()).toContain(`uploads/${key}`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting a missing object is no error; foreign keys are neither read nor written.
    await storage.delete(key);
    expect(await storage.get('../secret.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow('Not an upload key');
    expect(await s3.keys()).not.toContain(`uploads/${key}`);
    client.destroy();
  });

  it('keeps renders apart from uploads in the same bucket', async () => {
    const client = createS3Client(s3.config);
    const renders = createS3UploadStorage(client, s3.config.bucket, 'renders/', isRenderKey);
    const key = 'marula-oil-0123456789ab-w400-q80.avif';
    await renders.put(key, Buffer.from('render'));
    expect(await s3.keys()).toContain(`renders/${key}`);
    expect((await createS3UploadStorage(client, s3.config.bucket, 'uploads/').get(newUploadKey('webp')))).toBeNull();
    await expect(renders.put(newUploadKey('jpg'), Buffer.from('x'))).rejects.toThrow('Not an upload key');
    client.destroy();
  });

  it('fails ping for a bucket that does not exist', async () => {
    const client = createS3Client(s3.config);
    await expect(createS3UploadStorage(client, 'no-such-bucket').ping()).rejects.toThrow();
    client.destroy();
  });

  it('is what the app uses with S3_BUCKET: a back-office product picture and its renders go to the bucket, nothing to disk', async () => {
    const app = await createTestApp({ env: s3.env });
    try {
      const staff = await createStaff(app);
      const { payload, headers } = multipart([
        ...Object.entries({ product_name: 'Shea Cloud Balm', price: '9.00', description: 'Whipped shea.', category: 'skincare', brand_id: String(staff.brandA) }).map(([name, value]) => ({ name, value })),
        { name: 'image', value: await photoWithGps(900, 600), filename: 'balm.jpg', contentType: 'image/jpeg' },
      ]);
      const created = await app.inject({ method: 'POST', url: '/api/products', payload, headers: { ...headers, ...staff.headers('admin') } });
      expect(created.statusCode, created.body).toBe(201);
      const imageUrl = created.json<{ product: { image_url: string } }>().product.image_url;
      const key = imageUrl.replace('/images/products/', '');
      expect(await s3.keys()).toContain(`uploads/${key}`);

      const served = await app.inject({ method: 'GET', url: `${imageUrl}?w=400&q=80`, headers: { accept: 'image/webp' } });
      expect(served.statusCode).toBe(200);
      expect((await s3.keys()).some((k) => k.startsWith('renders/') && k.includes('-w400-'))).toBe(true);
      // No shared disk: nothing was written under DATA_DIR/uploads.
      expect(await fs.readdir(path.join(app.testing.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ success: true, storage: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('S3 configuration', () => {
  it.each([
    [{ S3_BUCKET: 'Bad_Bucket' }, 'Invalid configuration: S3_BUCKET must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens) (got "Bad_Bucket")'],
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' }, 'Invalid configuration: S3_ENDPOINT must be a URL starting with http:// or https://'],
    [{ S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false (got "yes")'],
    [{ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' }, 'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'Invalid configuration: S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps uploads on disk without S3_BUCKET, and reads every S3 variable with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toEqual({ bucket: 'shop', endpoint: 'http://minio:9000', region: 'eu-west-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
  });
});

describe('the start banner on PostgreSQL', () => {
  const databaseUrl = 'postgres://db.example/shop';
  it('names what a second instance would need: REDIS_URL, JWT_SECRET, S3_BUCKET', () => {
    const banner = startBanner(loadConfig({ DATABASE_URL: databaseUrl })).join('\n');
    expect(banner).toContain("REDIS_URL is not set: rate limits and caches are this instance's own");
    expect(banner).toContain('JWT_SECRET is not set');
    expect(banner).toContain('S3_BUCKET is not set');
  });

  it('says nothing of them once they are set, nor without a DATABASE_URL', () => {
    const shared = { REDIS_URL: 'redis://cache:6379', JWT_SECRET: 'x'.repeat(32), S3_BUCKET: 'shop' };
    expect(startBanner(loadConfig({ DATABASE_URL: databaseUrl, ...shared })).join('\n')).not.toMatch(/is not set/);
    expect(startBanner(loadConfig({})).join('\n')).not.toMatch(/is not set/);
  });
});
