import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadUrlSigner, uploadKeyFromUrl } from './signed-urls';
import { createLocalUploadStorage, isUploadKey, newUploadKey } from './uploads';

const secret = 'a-test-secret-that-is-long-enough-to-sign';

function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, move: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

function query(link: string) {
  const url = new URL(link, 'http://localhost');
  return { key: url.pathname.split('/').pop() ?? '', exp: url.searchParams.get('exp') ?? undefined, sig: url.searchParams.get('sig') ?? undefined };
}

describe('signed upload links', () => {
  const key = newUploadKey('jpg');

  it('accepts its own link until it expires', () => {
    const clock = clockAt('2026-11-22T00:00:00Z');
    const signer = createUploadUrlSigner(secret, clock, 60);
    const link = signer.sign(key);
    expect(link).toMatch(new RegExp(`^/uploads/${key}\\?exp=\\d+&sig=[\\w-]+$`));
    const { exp, sig } = query(link);
    expect(signer.verify(key, exp, sig)).toBe(true);
    clock.move(Number(exp) - clock.now().getTime() / 1000);
    expect(signer.verify(key, exp, sig)).toBe(true);
    clock.move(1);
    expect(signer.verify(key, exp, sig)).toBe(false);
  });

  it('gives the same link within a five-minute window, valid at least its lifetime', () => {
    const clock = clockAt('2026-11-22T00:01:10Z');
    const signer = createUploadUrlSigner(secret, clock, 60);
    const link = signer.sign(key);
    const exp = Number(query(link).exp);
    expect(exp % 300).toBe(0);
    expect(exp - clock.now().getTime() / 1000).toBeGreaterThanOrEqual(60);
    clock.move(100);
    expect(signer.sign(key)).toBe(link);
    clock.move(100);
    expect(signer.sign(key)).not.toBe(link);
  });

  it('refuses a link for another key, a changed expiry or another secret', () => {
    const clock = clockAt('2026-11-22T00:00:00Z');
    const signer = createUploadUrlSigner(secret, clock);
    const { exp, sig } = query(signer.sign(key));
    expect(signer.verify(newUploadKey('jpg'), exp, sig)).toBe(false);
    expect(signer.verify(key, String(Number(exp) + 3600), sig)).toBe(false);
    expect(signer.verify(key, exp, undefined)).toBe(false);
    expect(createUploadUrlSigner(`${secret}-other`, clock).verify(key, exp, sig)).toBe(false);
  });

  it('reads the key only from links to this server', () => {
    const origin = 'https://shop.example';
    expect(uploadKeyFromUrl(`/uploads/${key}?exp=1&sig=x`, origin)).toBe(key);
    expect(uploadKeyFromUrl(`${origin}/uploads/${key}`, origin)).toBe(key);
    expect(uploadKeyFromUrl(`https://evil.example/uploads/${key}`, origin)).toBeNull();
    expect(uploadKeyFromUrl(`//evil.example/uploads/${key}`, origin)).toBeNull();
    expect(uploadKeyFromUrl('/uploads/../../etc/passwd', origin)).toBeNull();
    expect(uploadKeyFromUrl('/images/face.jpg', origin)).toBeNull();
    expect(uploadKeyFromUrl('not a url at all \u0000', origin)).toBeNull();
  });
});

describe('local upload storage', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('stores, reads and deletes files, and only under keys it made', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nyansa-uploads-'));
    dirs.push(dir);
    const storage = createLocalUploadStorage(dir);
    const key = newUploadKey('jpg');
    expect(isUploadKey(key)).toBe(true);
    await storage.put(key, Buffer.from('photo bytes'));
    expect((await storage.get(key))?.toString()).toBe('photo bytes');
    expect(await fs.readdir(dir)).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(await storage.get('../secret.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow('Not an upload key');
  });
});
