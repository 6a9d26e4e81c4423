import fs from 'node:fs/promises';
import path from 'node:path';
import { analysisDetailResponseSchema, analyzeResultResponseSchema, scoredConcerns, type Analysis } from '@nyansa/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTwelveMegapixelPortrait } from '../../../../../packages/skin-analysis/bench/photo';
import { bearer, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';
import { analyze, appWithSubscribers, facePng, faceJpegWithGps, fileOf, giveAiAccess, historyOf, imagePart, noFace } from './testing';

// The face map, the scores and the refusals of POST /api/ml/analyze, and one stored analysis by id.

/** Every point of every region lies inside the image. */
function insideImage(analysis: Analysis): boolean {
  const { width, height } = analysis.image!;
  return analysis.regions!.every((region) => region.polygon.every(([x, y]) => x >= 0 && y >= 0 && x <= width && y <= height));
}

describe('skin analysis: face map, scores, refusals, one analysis by id', () => {
  let app: TestApp;
  let subscriber: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ app, subscriber, other } = await appWithSubscribers());
  });
  afterAll(() => app.close());

  it('answers the face map in the stored photo’s pixels, a score or a reason per concern, the skin tone, a headline and the true parameter count', async () => {
    const res = await analyze(app, [imagePart(await faceJpegWithGps())], subscriber.token);
    expect(res.statusCode).toBe(200);
    const body = analyzeResultResponseSchema.parse(res.json());
    const { analysis } = body;

    // The spec's fields stay as they were.
    expect(analysis.result).toContain('Cosmetic assessment, not a medical diagnosis.');
    expect(analysis.model_used).toMatch(/^nyansa-skin \d+\.\d+ \(face-api/);
    expect(body.recommendations.length).toBeGreaterThan(0);

    expect(analysis.model).toMatchObject({ name: expect.stringMatching(/^Nyansa Skin 1\.\d+, on-device model$/), detail: expect.stringContaining('face-api') });
    expect(analysis.headline).toMatch(/^[A-Z][^.]*\.$/);
    expect(analysis.result.startsWith(analysis.headline!)).toBe(true);
    expect(analysis.parameter_count).toBe(Object.keys(analysis.parameters!).length);

    const [item] = await historyOf(app, subscriber);
    expect(item!.id).toBe(analysis.id);
    const stored = await sharp(await fs.readFile(path.join(app.testing.config.dataDir, 'uploads', fileOf(item!)))).metadata();
    expect(analysis.image).toEqual({ width: stored.width, height: stored.height });
    expect(analysis.regions!.map((region) => region.name)).toEqual(['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin', 'left_under_eye', 'right_under_eye', 't_zone']);
    for (const region of analysis.regions!) expect(region.polygon.length).toBeGreaterThanOrEqual(3);
    expect(insideImage(analysis)).toBe(true);
    // The person's left cheek is on the right of the photo.
    const meanX = (name: string) => {
      const polygon = analysis.regions!.find((region) => region.name === name)!.polygon;
      return polygon.reduce((sum, [x]) => sum + x, 0) / polygon.length;
    };
    expect(meanX('left_cheek')).toBeGreaterThan(meanX('right_cheek'));

    expect(Object.keys(analysis.scores!).sort()).toEqual([...scoredConcerns].sort());
    for (const concern of ['evenness', 'redness', 'shine', 'dark_circles'] as const) {
      const score = analysis.scores![concern];
      expect(score.score).toBeGreaterThanOrEqual(0);
      expect(score.score).toBeLessThanOrEqual(100);
      expect(score.explanation.length).toBeGreaterThan(10);
      expect(score.method).toBeTruthy();
    }
    // The fixture's face is 42 px between the pupils: too small for spots, and the answer says why.
    expect(analysis.scores!.spots).toMatchObject({ score: null, reason_code: 'face-too-small', reason: expect.stringMatching(/^The face is too small in the photo for spots: move closer/) });
    expect(analysis.skin_tone).toMatchObject({ category: expect.stringMatching(/^(very light|light)$/), label: 'Skin tone' });
  });

  it('measures spots, blemishes and texture on a 12-megapixel portrait: the face keeps its pixels when the photo is re-encoded', async () => {
    const res = await analyze(app, [imagePart(await makeTwelveMegapixelPortrait(), 'portrait.jpg')], subscriber.token);
    expect(res.statusCode).toBe(200);
    const { analysis } = analyzeResultResponseSchema.parse(res.json());
    expect(analysis.image).toEqual({ width: 4000, height: 3000 });
    for (const concern of ['spots', 'blemishes', 'texture'] as const) {
      expect(analysis.scores![concern].score, concern).toEqual(expect.any(Number));
    }
    expect(analysis.parameters).toHaveProperty('dark_spots');
    expect(analysis.parameters).toHaveProperty('texture');
    expect(analysis.parameter_count).toBe(Object.keys(analysis.parameters!).length);
    expect(insideImage(analysis)).toBe(true);
    // A 12 MP photo through the whole pipeline: seconds on a loaded machine.
  }, 120_000);

  it('refuses a photo without a face with 422, the contract text and the checks it failed, and keeps nothing', async () => {
    const user = await registerVerifiedUser(app);
    await giveAiAccess(app, user);
    const wall = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8a07e' } }).png().toBuffer();
    const res = await analyze(app, [imagePart(wall, 'wall.png', 'image/png')], user.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: noFace,
      code: 'NO_FACE',
      errors: [{ field: 'face-found', message: 'No face found: show your whole face, looking straight at the camera.' }],
    });
    expect(await historyOf(app, user)).toEqual([]);
  });

  it('refuses a black-and-white photo with 422 naming the colour check', async () => {
    const grey = await sharp(facePng).grayscale().jpeg().toBuffer();
    const res = await analyze(app, [imagePart(grey)], subscriber.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(noFace);
    expect(res.json().errors).toContainEqual({ field: 'colour', message: 'The photo has no colour: use a colour photo, without a black-and-white filter.' });
  });

  it('lists each analysis with its headline and scores, and answers one analysis by id to its owner only', async () => {
    const user = await registerVerifiedUser(app);
    await giveAiAccess(app, user);
    const answered = analyzeResultResponseSchema.parse((await analyze(app, [imagePart(facePng, 'face.png', 'image/png')], user.token)).json()).analysis;

    const [item] = await historyOf(app, user);
    expect(item!.headline).toBe(answered.headline);
    expect(item!.scores).toEqual(Object.fromEntries(scoredConcerns.map((concern) => [concern, answered.scores![concern].score])));

    const own = await app.inject({ method: 'GET', url: `/api/ml/history/${item!.id}`, headers: bearer(user.token) });
    expect(own.statusCode).toBe(200);
    const { data } = analysisDetailResponseSchema.parse(own.json());
    expect(data).toMatchObject({ id: item!.id, ai_diagnosis: item!.ai_diagnosis, headline: answered.headline, scores: item!.scores });
    expect(data.analysis).toEqual(answered);
    expect(data.recommendations.length).toBeGreaterThan(0);
    expect(data.products.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: data.image_url! })).statusCode).toBe(200);

    for (const [url, token] of [
      [`/api/ml/history/${item!.id}`, other.token],
      [`/api/ml/history/${item!.id + 100_000}`, user.token],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Analysis not found' });
    }
    expect((await app.inject({ method: 'GET', url: `/api/ml/history/${item!.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/ml/history/abc', headers: bearer(user.token) })).statusCode).toBe(400);
  });

  it('serves the face detector and landmark weights for the camera guidance from this server, cacheable, and nothing else of the model folder', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/models/face/tiny_face_detector_model-weights_manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=604800');
    expect(manifest.json<Array<{ paths: string[] }>>()[0]!.paths).toEqual(['tiny_face_detector_model.bin']);
    const again = await app.inject({ method: 'GET', url: '/models/face/tiny_face_detector_model-weights_manifest.json', headers: { 'if-none-match': String(manifest.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const weights = await app.inject({ method: 'GET', url: '/models/face/face_landmark_68_model.bin' });
    expect(weights.statusCode).toBe(200);
    expect(weights.rawPayload.length).toBeGreaterThan(100_000);
    const wasm = await app.inject({ method: 'GET', url: '/models/tfjs/tfjs-backend-wasm-simd.wasm' });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect((await app.inject({ method: 'GET', url: '/models/face/age_gender_model.bin' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/models/face/ssd_mobilenetv1_model.bin' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/models/tfjs/tfjs-backend-wasm-threaded-simd.wasm' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/models/face/../package.json' })).statusCode).toBe(404);
  });
});
