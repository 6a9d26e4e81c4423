import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSkinAnalyzer,
  createSkinAnalyzerWorker,
  NoFaceError,
  PoorImageError,
  REGION_NAMES,
  UnreadableImageError,
  UnusablePhotoError,
  UNUSABLE_PHOTO_MESSAGE,
  type SkinAnalysis,
} from '../src/index';

// The repository's shared fixtures live next to the checkout: <repo>/../shared.
const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));

// One analyzer (one model load) for the whole file.
const analyzer = createSkinAnalyzer();
let photo: Buffer;
let result: SkinAnalysis;
/** The fixture enlarged 3.5 times (about 148 px between the pupils): enough pixels for millimetre detail. */
let closeUp: Buffer;
let closeUpResult: SkinAnalysis;
let listenersBeforeLoad: number[];
const CLOSE_UP = 3.5;

beforeAll(async () => {
  photo = readFileSync(FIXTURE);
  listenersBeforeLoad = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
  result = await analyzer.analyze(photo);
  closeUp = await sharp(photo).resize(512 * CLOSE_UP, 512 * CLOSE_UP, { kernel: 'lanczos3' }).png().toBuffer();
  closeUpResult = await analyzer.analyze(closeUp);
});

it('leaves the host process error handling as it was', () => {
  // The tfjs wasm runtime registers listeners that rethrow every error; the analyzer takes them back.
  expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(listenersBeforeLoad);
});
afterAll(() => analyzer.close());

async function expectUnusable(image: Buffer, errorClass: typeof UnusablePhotoError = UnusablePhotoError): Promise<UnusablePhotoError> {
  const error = await analyzer.analyze(image).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(errorClass);
  expect((error as Error).message).toBe(UNUSABLE_PHOTO_MESSAGE);
  expect((error as UnusablePhotoError).failures.length).toBeGreaterThan(0);
  return error as UnusablePhotoError;
}

describe('the fixture portrait', () => {
  it('finds one face with 68 landmarks where the face is', () => {
    expect(result.face.landmarks).toBe(68);
    expect(result.face.score).toBeGreaterThan(0.8);
    // The face sits around (223, 124) in the 512 x 512 photo.
    expect(result.face.box.x).toBeGreaterThan(160);
    expect(result.face.box.x + result.face.box.width).toBeLessThan(290);
    expect(result.face.box.y).toBeGreaterThan(50);
    expect(result.face.box.y + result.face.box.height).toBeLessThan(200);
    expect(result.quality.faces).toBe(1);
    expect(result.image).toEqual({ width: 512, height: 512 });
  });

  it('measures every skin region', () => {
    expect(result.regions.map((region) => region.name)).toEqual([...REGION_NAMES, 't_zone']);
    for (const region of result.regions) {
      expect(region.area, region.name).toBeGreaterThan(20);
      expect(region.areaCm2, region.name).toBeGreaterThan(0.5);
      expect(region.areaCm2, region.name).toBeLessThan(40);
      expect(region.polygon.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('reports parameters in plausible ranges for a light-skinned studio portrait', () => {
    const p = result.parameters;
    expect(p.skin_tone_ita?.value).toBeGreaterThan(28);
    expect(p.skin_tone_ita?.value).toBeLessThan(70);
    expect(result.skinTone?.category).toMatch(/^(very light|light|intermediate)$/);
    expect(result.skinTone?.ita).toBe(p.skin_tone_ita?.value);
    for (const name of REGION_NAMES) {
      expect(p[`redness_${name}`]?.value, name).toBeGreaterThan(2);
      expect(p[`redness_${name}`]?.value, name).toBeLessThan(20);
    }
    for (const name of REGION_NAMES) {
      expect(p[`erythema_${name}`]?.value, name).toBeGreaterThan(5);
      expect(p[`erythema_${name}`]?.value, name).toBeLessThan(40);
    }
    expect(p.uneven_tone?.value).toBeLessThan(8);
    expect(p.t_zone_shine?.value).toBeLessThan(20);
    expect(Math.abs(p.under_eye_darkness?.value ?? 99)).toBeLessThan(15);
    expect(p.skin_area?.value).toBeGreaterThan(15);
    expect(p.skin_area?.unit).toBe('cm²');
  });

  it('leaves out spots, blemishes and texture, which its 42 px between the pupils cannot show, and says so', () => {
    expect(result.quality.faceSize.value).toBeLessThan(50);
    expect(Object.keys(result.parameters).filter((name) => /^(dark_spots|blemishes|texture)/.test(name))).toEqual([]);
    expect(result.scores.spots).toMatchObject({ score: null, reason: 'The face is too small in the photo for spots: move closer, so your face fills most of the picture.' });
    expect(Object.keys(result.parameters)).not.toContain('dark_spots');
    expect(Object.keys(result.parameters)).not.toContain('blemishes');
    expect(Object.keys(result.parameters)).not.toContain('texture');
    expect(result.diagnosis).not.toMatch(/no marked [^.]*spots/);
    expect(result.diagnosis).toContain('Dark spots, blemishes and fine texture were not measured: the face is too small in the photo for them.');
    expect(result.recommendations).toContain('To have dark spots, blemishes and fine texture measured too, take a closer photo with your face filling most of the frame.');
  });

  it('measures spots, blemishes and texture on a close-up with enough pixels', () => {
    const p = closeUpResult.parameters;
    expect(closeUpResult.quality.faceSize.value).toBeGreaterThan(126);
    expect(p.dark_spots?.value).toBeLessThan(0.5);
    expect(p.blemishes?.value).toBeLessThan(0.1);
    // An enlarged photo is smooth: little texture, but measured.
    expect(p.texture?.value).toBeGreaterThan(0.1);
    expect(p.texture?.value).toBeLessThan(5);
    for (const region of ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin']) expect(p[`dark_spots_${region}`], region).toBeDefined();
    expect(closeUpResult.diagnosis).not.toContain('not measured');
  });

  it('gives a cosmetic diagnosis, advice, a confidence and the model', () => {
    expect(result.diagnosis).toMatch(/\. Skin tone: (very light|light|intermediate) \(ITA° \d+\)\. .*Cosmetic assessment, not a medical diagnosis\.$/);
    expect(result.headline).toBe('Balanced-looking skin: no marked redness, shine or uneven tone measured.');
    expect(result.diagnosis.startsWith(result.headline)).toBe(true);
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.recommendations).toContain('Wear a broad-spectrum SPF 30+ sunscreen every day, even when it is cloudy.');
    expect(result.confidence).toBeGreaterThan(0.3);
    expect(result.confidence).toBeLessThanOrEqual(1);
    // The face is small (about 40 px between the pupils), which the quality report says.
    expect(result.quality.issues).toContain('The face is small in the photo; come closer so it fills most of the frame.');
    expect(result.model.name).toBe('Nyansa Skin 1.1, on-device model');
    expect(result.model.detail).toMatch(/^SSD MobileNet v1 face detector and 68-point landmark net from face-api 1\.7\.15, on TensorFlow\.js 4\.\d+\.\d+ \(WebAssembly\)/);
    expect(result.model.id).toMatch(/^nyansa-skin 1\.1 \(face-api 1\.7\.15 ssd_mobilenetv1 \+ landmark68, tfjs-wasm 4\.\d+\.\d+\)$/);
  });

  it('gives the same answer to photos sent at the same time', async () => {
    const together = await Promise.all([analyzer.analyze(photo), analyzer.analyze(photo)]);
    for (const analysis of together) {
      expect(analysis.parameters).toEqual(result.parameters);
      expect(analysis.diagnosis).toBe(result.diagnosis);
    }
  });

  it('measures more redness and a higher erythema index where a flush is painted on the cheeks', async () => {
    const cheeks = result.regions.filter((region) => region.name === 'left_cheek' || region.name === 'right_cheek');
    const flush = cheeks.map((region) => `<polygon points="${region.polygon.map(([x, y]) => `${x},${y}`).join(' ')}" fill="rgb(230,40,60)" fill-opacity="0.3"/>`).join('');
    const flushed = await analyzer.analyze(await sharp(photo).composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">${flush}</svg>`) }]).png().toBuffer());
    const rise = (name: string): number => flushed.parameters[name]!.value - result.parameters[name]!.value;
    expect(rise('redness_left_cheek')).toBeGreaterThan(4);
    expect(rise('redness_right_cheek')).toBeGreaterThan(4);
    expect(Math.abs(rise('redness_forehead'))).toBeLessThan(1.5);
    // Per region: the cheeks' index rises, the other regions' barely moves.
    expect(rise('erythema_left_cheek')).toBeGreaterThan(10);
    expect(rise('erythema_right_cheek')).toBeGreaterThan(10);
    for (const name of ['erythema_forehead', 'erythema_nose', 'erythema_chin']) expect(Math.abs(rise(name)), name).toBeLessThan(2);
  });

  it('follows the EXIF orientation of a sideways JPEG', async () => {
    // Pixels turned a quarter left, tagged "rotate 90° clockwise to display".
    const sideways = await sharp(photo).rotate(-90).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    const upright = await analyzer.analyze(sideways);
    expect(Math.abs(upright.face.box.x - result.face.box.x)).toBeLessThan(12);
    expect(Math.abs(upright.face.box.y - result.face.box.y)).toBeLessThan(12);
    // The skin is measured on the upright crop too, so the colour agrees.
    expect(Math.abs(upright.skinTone!.ita - result.skinTone!.ita)).toBeLessThan(4);
    // The face map is upright too: every forehead point above the middle of the face, every chin point below.
    const middle = result.face.box.y + result.face.box.height / 2;
    for (const [, y] of upright.regions.find((region) => region.name === 'forehead')!.polygon) expect(y).toBeLessThan(middle);
    for (const [, y] of upright.regions.find((region) => region.name === 'chin')!.polygon) expect(y).toBeGreaterThan(middle);
  });

  it('measures less fine texture and sharpness on a blurred copy, and trusts it less', async () => {
    const blurred = await analyzer.analyze(await sharp(closeUp).blur(3).png().toBuffer());
    expect(blurred.quality.blur.value).toBeLessThan(closeUpResult.quality.blur.value / 2);
    // The cheeks: texture is the roughest region's, and on this enlarged portrait the forehead is a strip under the fringe that blur smears hair into.
    for (const cheek of ['texture_left_cheek', 'texture_right_cheek']) expect(blurred.parameters[cheek]!.value, cheek).toBeLessThan(closeUpResult.parameters[cheek]!.value);
    expect(blurred.confidence).toBeLessThan(closeUpResult.confidence);
    expect(Math.abs(blurred.parameters.skin_tone_ita!.value - closeUpResult.parameters.skin_tone_ita!.value)).toBeLessThan(5);
  });
});

describe('photos with more than one face or no colour', () => {
  it('analyses the largest of several faces and says so', async () => {
    // Two head-and-shoulders crops of the portrait side by side, the second one smaller and mirrored.
    const head = await sharp(photo).extract({ left: 100, top: 10, width: 250, height: 250 }).toBuffer();
    const smaller = await sharp(head).resize(200, 200).flop().toBuffer();
    const pair = await sharp({ create: { width: 470, height: 260, channels: 3, background: '#c4c6cc' } })
      .composite([
        { input: head, left: 0, top: 0 },
        { input: smaller, left: 265, top: 30 },
      ])
      .png()
      .toBuffer();
    const group = await analyzer.analyze(pair);
    expect(group.quality.faces).toBe(2);
    expect(group.quality.issues).toContain('Several faces were found; the largest one was analysed.');
    expect(group.face.box.x).toBeLessThan(200);
    expect(group.confidence).toBeLessThan(result.confidence);
  });

  it('refuses a black-and-white photo, whose skin colour cannot be measured', async () => {
    const grey = await sharp(photo).greyscale().png().toBuffer();
    const error = await expectUnusable(grey, PoorImageError);
    expect(error.reason).toBe('no-colour');
    expect(error.failures).toEqual([{ check: 'colour', message: 'The photo has no colour: use a colour photo, without a black-and-white filter.' }]);
  });
});

describe('photos without a usable face', () => {
  it('refuses a plain colour with the contract message', async () => {
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 224, g: 172, b: 150 } } }).png().toBuffer();
    const error = await expectUnusable(plain, NoFaceError);
    expect(error.reason).toBe('no-face');
    expect(error.failures).toEqual([{ check: 'face-found', message: 'No face found: show your whole face, looking straight at the camera.' }]);
  });

  it('refuses a generated landscape', async () => {
    const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a7bd0"/><stop offset="1" stop-color="#cfe3f7"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#sky)"/>
      <circle cx="640" cy="110" r="45" fill="#fff3b0"/>
      <polygon points="0,380 140,190 260,330 390,150 560,360 690,230 800,330 800,600 0,600" fill="#5b6b7a"/>
      <polygon points="390,150 430,205 350,205" fill="#f4f6f8"/>
      <rect y="420" width="800" height="180" fill="#4f8a3c"/>
      <ellipse cx="300" cy="500" rx="190" ry="40" fill="#3d6fa8"/>
      ${Array.from({ length: 14 }, (_, k) => `<polygon points="${40 + k * 55},470 ${60 + k * 55},400 ${80 + k * 55},470" fill="#23502a"/>`).join('')}
    </svg>`;
    const jpeg = await sharp(Buffer.from(landscape)).jpeg({ quality: 90 }).toBuffer();
    await expectUnusable(jpeg, NoFaceError);
  });

  it('refuses a face too small to measure', async () => {
    const tiny = await sharp(photo).resize(120, 120).png().toBuffer();
    await expectUnusable(tiny);
  });

  it('refuses, with the capture checks it failed in words, a tilted head, light from one side and a blurred face', async () => {
    const tilted = await expectUnusable(await sharp(photo).rotate(35, { background: '#c4c6cc' }).png().toBuffer(), PoorImageError);
    expect(tilted.failures).toEqual([{ check: 'head-straight', message: 'Your head is tilted: hold it level.' }]);
    // Less tilted, it is analysed: the regions follow the face.
    expect((await analyzer.analyze(await sharp(photo).rotate(20, { background: '#c4c6cc' }).png().toBuffer())).scores.redness.score).not.toBeNull();
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="223" height="512" fill="black" fill-opacity="0.7"/></svg>`;
    const sideLit = await expectUnusable(await sharp(photo).composite([{ input: Buffer.from(shade) }]).png().toBuffer(), PoorImageError);
    expect(sideLit).toMatchObject({ reason: 'uneven-light', failures: [{ check: 'light', message: 'The light is uneven: turn so both sides of your face get the same light.' }] });
    const blurred = await expectUnusable(await sharp(closeUp).blur(1.5 * CLOSE_UP).png().toBuffer(), PoorImageError);
    expect(blurred).toMatchObject({ reason: 'too-blurry', failures: [{ check: 'sharp', message: 'The picture is blurred: hold still and let the camera focus on your face.' }] });
  });

  it('says clearly when the bytes are not an image', async () => {
    const error = await analyzer.analyze(Buffer.from('this is a text file, not a photo')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect((error as Error).message).toBe('The photo could not be read: it is not a supported image');
  });

  it('refuses a photo with more pixels than allowed before decoding it', async () => {
    const small = createSkinAnalyzer({ maxInputPixels: 100_000 });
    const error = await small.analyze(photo).catch((e: unknown) => e);
    await small.close();
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect((error as Error).message).toBe('The photo could not be read: it has more than 100000 pixels');
    await expect(small.analyze(photo)).rejects.toThrow('The skin analyzer was closed');
  });
});

describe('in a worker thread', () => {
  const worker = createSkinAnalyzerWorker();
  afterAll(() => worker.close());

  it('gives the same analysis as in this thread, and the same errors', async () => {
    const [fromWorker, notAFace, notAnImage] = await Promise.all([
      worker.analyze(photo),
      worker.analyze(await sharp(photo).greyscale().png().toBuffer()).catch((e: unknown) => e),
      worker.analyze(Buffer.from('this is a text file, not a photo')).catch((e: unknown) => e),
    ]);
    expect(fromWorker).toEqual(result);
    expect(notAFace).toBeInstanceOf(PoorImageError);
    expect(notAFace).toMatchObject({ reason: 'no-colour', message: UNUSABLE_PHOTO_MESSAGE, failures: [{ check: 'colour' }] });
    expect(notAnImage).toBeInstanceOf(UnreadableImageError);
    expect((notAnImage as Error).message).toBe('The photo could not be read: it is not a supported image');
  });

  it('refuses photos once closed', async () => {
    const closing = createSkinAnalyzerWorker();
    await closing.warmUp();
    await closing.close();
    await expect(closing.analyze(photo)).rejects.toThrow('The skin analyzer was closed');
  });
});
