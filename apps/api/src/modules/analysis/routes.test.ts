// Over 300 lines on purpose: the analysis API end to end and its OpenAI provider share one app, one fake model and one set of photos.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SkinAnalysis } from '@nyansa/skin-analysis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { jpegClaiming, pngBomb } from '../../../test/image-bombs';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';
import { analyze, appWithSubscribers, facePng, faceJpegWithGps, fileOf, giveAiAccess, historyOf, imagePart, noFace, storedFiles, type HistoryItem } from './testing';

/** A new subscriber with one analysis of the face photo (sent as a phone JPEG with GPS), and its history item. */
async function subscriberWithAnalysis(app: TestApp): Promise<{ user: TestUser; item: HistoryItem }> {
  const user = await registerVerifiedUser(app);
  await giveAiAccess(app, user);
  const res = await analyze(app, [imagePart(await faceJpegWithGps())], user.token);
  if (res.statusCode !== 200) throw new Error(`analysis failed: ${res.body}`);
  const [item] = await historyOf(app, user);
  return { user, item: item! };
}

// The app's own analyzer, as in production: a worker thread, started by the first photo.
describe('skin analysis API', () => {
  let app: TestApp;
  let subscriber: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ app, subscriber, other } = await appWithSubscribers());
  });
  afterAll(() => app.close());

  it('needs a token (401) and an ai_analysis plan (403)', async () => {
    const photo = imagePart(facePng, 'face.png', 'image/png');
    const anonymous = await analyze(app, [photo]);
    expect(anonymous.statusCode).toBe(401);

    const basic = await registerVerifiedUser(app);
    const refused = await analyze(app, [photo], basic.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Please upgrade to access AI skin analysis' });
  });

  it('allows 20 analyses a minute per user (429 after), counted apart for each user', async () => {
    const busy = await registerVerifiedUser(app);
    await giveAiAccess(app, busy);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await analyze(app, [{ name: 'note', value: 'no photo' }], busy.token)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await analyze(app, [{ name: 'note', value: 'no photo' }], busy.token)).json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Same address, another account: not limited.
    expect((await analyze(app, [{ name: 'note', value: 'no photo' }], other.token)).statusCode).toBe(400);
  });

  it('limits history reads to 60 a minute per user', async () => {
    const reader = await registerVerifiedUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/ml/history', headers: bearer(reader.token) })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await analyze(app, [imagePart(huge)], subscriber.token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The image must be at most 10 MB' });
  });

  it('refuses a text file renamed to .jpg with 415, whatever its declared type', async () => {
    const before = await storedFiles(app);
    const res = await analyze(app, [imagePart(Buffer.from('my shopping list: shea butter, lip balm'))], subscriber.token);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Please upload a JPEG, PNG or WebP image' });
    expect(await storedFiles(app)).toEqual(before);
  });

  it('refuses a decompression bomb with 413 from its header, before decoding it, and keeps serving', async () => {
    const before = await storedFiles(app);
    const bombs = [imagePart(pngBomb(20_000, 20_000), 'bomb.png', 'image/png'), imagePart(await jpegClaiming(60_000, 60_000), 'bomb.jpg')];
    for (const bomb of bombs) {
      expect(bomb.value.length).toBeLessThan(200 * 1024);
      const started = performance.now();
      const res = await analyze(app, [bomb], subscriber.token);
      expect(res.statusCode, String(bomb.filename)).toBe(413);
      expect(res.json()).toEqual({ success: false, message: 'The image must be at most 80 megapixels', code: 'IMAGE_TOO_LARGE' });
      // Refused from the header: decoding 400 million pixels would take seconds.
      expect(performance.now() - started).toBeLessThan(3000);
    }
    expect(await storedFiles(app)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('asks for a photo when none is sent', async () => {
    const res = await analyze(app, [{ name: 'note', value: 'hello' }], subscriber.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an image first');
  });

  it('answers 422 for an image without a face and keeps nothing', async () => {
    const before = await storedFiles(app);
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8a07e' } }).png().toBuffer();
    const res = await analyze(app, [imagePart(plain, 'wall.png', 'image/png')], subscriber.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: noFace });
    expect(await storedFiles(app)).toEqual(before);
    expect(await historyOf(app, subscriber)).toEqual([]);
  });

  it('keeps answering other requests while a photo is analysed', async () => {
    const user = await registerVerifiedUser(app);
    await giveAiAccess(app, user);
    const closeUp = await sharp(facePng).resize(1280, 1280).jpeg({ quality: 90 }).toBuffer();
    let done = false;
    const analysis = analyze(app, [imagePart(closeUp)], user.token).finally(() => {
      done = true;
    });
    const started = performance.now();
    const waits: number[] = [];
    while (!done) {
      const asked = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const took = performance.now() - started;
    expect((await analysis).statusCode).toBe(200);
    // The analysis (a model load and a photo) takes hundreds of ms; health checks answered all along.
    // Had it run on this thread, one check would have waited for most of it; a busy machine only slows each a little.
    expect(took).toBeGreaterThan(300);
    expect(waits.length).toBeGreaterThan(10);
    expect(Math.max(...waits)).toBeLessThan(Math.max(100, took / 4));
  });

  it('analyses the face photo, with measured parameters, recommendations and catalog products', async () => {
    const res = await analyze(app, [imagePart(await faceJpegWithGps())], subscriber.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.analysis.result.length).toBeGreaterThan(10);
    expect(body.analysis.model_used).toMatch(/^nyansa-skin \d+\.\d+ \(face-api \d+\.\d+\.\d+ ssd_mobilenetv1 \+ landmark68, tfjs-wasm \d+\.\d+\.\d+\)$/);
    expect(Number.isNaN(Date.parse(body.analysis.timestamp))).toBe(false);
    expect(body.analysis.confidence).toBeGreaterThan(0);
    expect(body.analysis.confidence).toBeLessThanOrEqual(1);
    const parameters = Object.values<{ value: number; unit: string; label: string }>(body.analysis.parameters);
    expect(parameters.length).toBeGreaterThanOrEqual(5);
    for (const parameter of parameters) {
      expect(Number.isFinite(parameter.value)).toBe(true);
      expect(parameter.unit.length).toBeGreaterThan(0);
      expect(parameter.label.length).toBeGreaterThan(0);
    }
    // A light-skinned portrait: the measured tone says so in the diagnosis too.
    expect(body.analysis.parameters.skin_tone_ita).toMatchObject({ unit: '°', label: expect.stringMatching(/^Skin tone \(ITA°\): (very light|light)$/) });
    expect(body.analysis.parameters.erythema_left_cheek).toMatchObject({ unit: 'EI' });
    expect(body.analysis.result).toContain('Cosmetic assessment, not a medical diagnosis.');
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]).toMatchObject({ product_id: expect.any(Number), product_name: expect.any(String), price: expect.any(Number) });
  });

  it('reports no spots, blemishes or texture for a face too small to show them, and says they were not measured', async () => {
    const res = await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], subscriber.token);
    const body = res.json<{ analysis: Pick<SkinAnalysis, 'parameters'> & { result: string }; recommendations: string[] }>();
    expect(Object.keys(body.analysis.parameters)).not.toContain('dark_spots');
    expect(Object.keys(body.analysis.parameters)).not.toContain('blemishes');
    expect(Object.keys(body.analysis.parameters)).not.toContain('texture');
    expect(body.analysis.result).not.toMatch(/no marked [^.]*spots/);
    expect(body.analysis.result).toContain('Dark spots, blemishes and fine texture were not measured: the face is too small in the photo for them.');
    expect(body.recommendations).toContain('To have dark spots, blemishes and fine texture measured too, take a closer photo with your face filling most of the frame.');
  });

  it('stores the photo re-encoded, without EXIF or GPS', async () => {
    const { item } = await subscriberWithAnalysis(app);
    const stored = await fs.readFile(path.join(app.testing.config.dataDir, 'uploads', fileOf(item)));
    expect(fileOf(item)).toMatch(/\.jpg$/);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('lists the history newest first with a short-lived signed photo link', async () => {
    const { user, item: first } = await subscriberWithAnalysis(app);
    app.testing.clock.advance(1000);
    await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], user.token);
    const items = await historyOf(app, user);
    expect(items).toHaveLength(2);
    expect(items[1]!.id).toBe(first.id);
    expect(Date.parse(items[0]!.analysis_date)).toBeGreaterThan(Date.parse(items[1]!.analysis_date));
    expect(items[0]!.image_url).toMatch(/^\/uploads\/[0-9a-f-]+\.jpg\?exp=\d+&sig=[\w-]+$/);

    const photo = await app.inject({ method: 'GET', url: items[0]!.image_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    // A different first character, whatever the signature starts with (it started with 'A' one run in 64).
    const tamperedUrl = items[0]!.image_url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const tampered = await app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(403);
    const unsigned = await app.inject({ method: 'GET', url: items[0]!.image_url.split('?')[0]! });
    expect(unsigned.statusCode).toBe(403);

    app.testing.clock.advance(21 * 60 * 1000); // past the lifetime of 15 minutes rounded up to the five-minute window
    const expired = await app.inject({ method: 'GET', url: items[0]!.image_url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This photo link is invalid or has expired');
  });

  it("keeps another user's history and photo out of reach", async () => {
    const { item } = await subscriberWithAnalysis(app);
    const before = await storedFiles(app);

    expect(await historyOf(app, other)).toEqual([]);
    const steal = await analyze(app, [{ name: 'image_url', value: item.image_url }], other.token);
    expect(steal.statusCode).toBe(404);
    const remove = await app.inject({ method: 'DELETE', url: `/api/ml/history/${item.id}`, headers: bearer(other.token) });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('Analysis not found');
    expect(await storedFiles(app)).toEqual(before);
  });

  it('never fetches a photo from another host', async () => {
    const res = await analyze(app, [{ name: 'image_url', value: 'http://127.0.0.1:9/uploads/photo.jpg' }], subscriber.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('image_url must be a photo uploaded to this shop');

    const asJson = await app.inject({
      method: 'POST',
      url: '/api/ml/analyze',
      payload: { image_url: 'https://example.com/uploads/00000000-0000-4000-8000-000000000000.jpg' },
      headers: bearer(subscriber.token),
    });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toBe('image_url must be a photo uploaded to this shop');
  });

  it('analyses an earlier photo again from its link without a second copy, then deletes results and the photo with the last', async () => {
    const { user, item: first } = await subscriberWithAnalysis(app);
    const filesBefore = await storedFiles(app);
    const again = await analyze(app, [{ name: 'image_url', value: first.image_url }], user.token);
    expect(again.statusCode).toBe(200);
    const both = await historyOf(app, user);
    expect(both).toHaveLength(2);
    expect(both[1]!.id).toBe(first.id);
    // One photo, two results.
    expect(both.map(fileOf)).toEqual([fileOf(first), fileOf(first)]);
    expect(await storedFiles(app)).toEqual(filesBefore);

    const removeOne = await app.inject({ method: 'DELETE', url: `/api/ml/history/${both[1]!.id}`, headers: bearer(user.token) });
    expect(removeOne.json()).toEqual({ success: true, message: 'Analysis deleted' });
    // The other result still shows its photo.
    const [left] = await historyOf(app, user);
    expect((await app.inject({ method: 'GET', url: left!.image_url })).statusCode).toBe(200);

    const removeLast = await app.inject({ method: 'DELETE', url: `/api/ml/history/${left!.id}`, headers: bearer(user.token) });
    expect(removeLast.json()).toEqual({ success: true, message: 'Analysis deleted' });
    expect(await historyOf(app, user)).toEqual([]);
    expect(await storedFiles(app)).not.toContain(fileOf(first));
    const gone = await app.inject({ method: 'GET', url: left!.image_url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('skin analysis with ANALYSIS_PROVIDER=openai', () => {
  let app: TestApp;
  let fake: FakeOpenAi;
  let subscriber: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAi('Even, calm skin; keep up the daily sunscreen.');
    app = await createTestApp({
      env: { ANALYSIS_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-vision', OPENAI_MODEL: 'fake-vision' },
    });
    subscriber = await registerVerifiedUser(app);
    await giveAiAccess(app, subscriber);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('adds the written summary from the vision model, which saw the photo as a data URL', async () => {
    const res = await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], subscriber.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.analysis.summary).toBe('Even, calm skin; keep up the daily sunscreen.');
    expect(body.analysis.model_used).toMatch(/\+ fake-vision$/);

    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-vision');
    const parts = request.body.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
    expect(parts.some((part) => part.image_url?.url.startsWith('data:image/jpeg;base64,'))).toBe(true);
  });

  it('still answers with the local analysis when the model fails', async () => {
    fake.failWith = 502;
    const res = await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], subscriber.token);
    fake.failWith = null;
    expect(res.statusCode).toBe(200);
    expect(res.json().analysis.summary).toBeUndefined();
    expect(res.json().analysis.model_used).not.toMatch(/fake-vision/);
  });
});
