import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTURE_CHECK_IDS,
  CAPTURE_CHECKS,
  CAPTURE_LIMITS,
  checkCapture,
  estimateHeadPose,
  faceSample,
  faceSharpness,
  greyLevels,
  laplacianVariance,
  measureFaceLight,
  type CaptureInput,
  type FaceLight,
} from './capture';
import { centroid, type Point } from './geometry';

// Landmarks that face-api found on the fixture photo (512 x 512), kept so these tests need no model.
const fixture = JSON.parse(readFileSync(new URL('../test/fixture-landmarks.json', import.meta.url), 'utf8')) as { width: number; height: number; landmarks: Array<[number, number]> };
const landmarks: Point[] = fixture.landmarks.map(([x, y]) => ({ x, y }));
const PHOTO = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));
const even: FaceLight = { mean: 150, spread: 30, clippedShare: 0, sideBalance: 0.95 };

/** The fixture's face moved and scaled into a frame of the given size, its centre at `centre`. */
function placed(frame: { width: number; height: number }, scale: number, centre: Point = { x: frame.width / 2, y: frame.height / 2 }, points = landmarks): Point[] {
  const c = centroid(points);
  return points.map((p) => ({ x: centre.x + (p.x - c.x) * scale, y: centre.y + (p.y - c.y) * scale }));
}

function rotated(points: readonly Point[], degrees: number): Point[] {
  const c = centroid(points);
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return points.map((p) => ({ x: c.x + (p.x - c.x) * cos - (p.y - c.y) * sin, y: c.y + (p.x - c.x) * sin + (p.y - c.y) * cos }));
}

/**
 * The fixture's frontal landmarks turned about the vertical axis: each point gets a depth in front of the eye
 * corners (nose tip 0.7 of half their distance, the jaw far behind), is turned by `degrees` and projected.
 */
function turned(degrees: number): Point[] {
  const depth = (i: number): number => (i <= 16 ? -0.9 + 0.5 * Math.sin((i / 16) * Math.PI) : i <= 26 ? 0.05 : i <= 30 ? 0.25 + 0.15 * (i - 27) : i <= 35 ? 0.45 : i <= 47 ? 0 : 0.35);
  const half = Math.hypot(landmarks[45]!.x - landmarks[36]!.x, landmarks[45]!.y - landmarks[36]!.y) / 2;
  const midX = (landmarks[45]!.x + landmarks[36]!.x) / 2;
  const theta = (degrees * Math.PI) / 180;
  return landmarks.map((p, i) => ({ x: midX + (p.x - midX) * Math.cos(theta) + depth(i) * half * Math.sin(theta), y: p.y }));
}

const frame = { width: 720, height: 960 };
// Pupil distance of the fixture face is about 42 px: scaled 4 times, about 170 px, a good camera selfie.
const good = (points: Point[] = placed(frame, 4)): CaptureInput => ({ frame, landmarks: points, light: even, sharpness: 150 });
const failures = (input: CaptureInput, mode: 'camera' | 'upload') =>
  checkCapture(input, mode)
    .checks.filter((check) => check.status === 'fail')
    .map((check) => check.message);

describe('capture checks', () => {
  it('passes a large, centred, straight, well-lit and sharp face, and lists every check in order', () => {
    const result = checkCapture(good(), 'camera');
    expect(result.ready).toBe(true);
    expect(result.checks.map((check) => [check.id, check.label, check.status])).toEqual([
      ['face-found', 'Face found', 'pass'],
      ['face-size', 'Face large enough', 'pass'],
      ['face-centred', 'Face centred', 'pass'],
      ['head-straight', 'Head straight', 'pass'],
      ['light', 'Light bright and even', 'pass'],
      ['sharp', 'Not blurred', 'pass'],
    ]);
    expect(result.checks.every((check) => check.message === null)).toBe(true);
  });

  it('without a face, fails only "face found" and cannot judge the rest', () => {
    const result = checkCapture({ frame, landmarks: null }, 'camera');
    expect(result.ready).toBe(false);
    expect(result.checks.map((check) => check.status)).toEqual(['fail', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(failures({ frame, landmarks: null }, 'upload')).toEqual(['No face found: show your whole face, looking straight at the camera.']);
  });

  it('asks a small face to come closer, and refuses an upload only below what the analysis can use', () => {
    // About 84 px between the pupils: an upload is measured, the camera wants more for spots and texture.
    expect(failures(good(placed(frame, 2)), 'camera')).toEqual(['Your face is too small in the picture: move closer.']);
    expect(failures(good(placed(frame, 2)), 'upload')).toEqual([]);
    expect(failures(good(placed(frame, 0.3)), 'upload')).toEqual(['Your face is too small in the picture: move closer.']);
    // The camera's limit is relative too: 170 px is too little of a 4K frame.
    expect(failures({ ...good(placed({ width: 2160, height: 3840 }, 4)), frame: { width: 2160, height: 3840 } }, 'camera')).toEqual(['Your face is too small in the picture: move closer.']);
  });

  it('asks an off-centre or cut-off face to move, which an upload does not need', () => {
    const offCentre = placed(frame, 4, { x: 220, y: 330 });
    expect(failures(good(offCentre), 'camera')).toEqual(['Move so your face is in the middle of the picture.']);
    expect(failures(good(offCentre), 'upload')).toEqual([]);
    const cutOff = placed(frame, 4, { x: 360, y: 250 });
    expect(failures(good(cutOff), 'camera')).toEqual(['Move back a little: your whole face, forehead included, must be in the picture.']);
    expect(failures(good(cutOff), 'upload')).toEqual([]);
  });

  it('estimates a tilt from the eye line and fails it beyond the limits', () => {
    for (const degrees of [0, 8, 20, 40]) {
      const pose = estimateHeadPose(rotated(placed(frame, 4), degrees));
      expect(pose.rollDeg).toBeCloseTo(degrees + 2.9, 0);
      expect(Math.abs(pose.yawDeg)).toBeLessThan(4);
    }
    expect(failures(good(rotated(placed(frame, 4), 4)), 'camera')).toEqual([]);
    expect(failures(good(rotated(placed(frame, 4), 15)), 'camera')).toEqual(['Your head is tilted: hold it level.']);
    expect(failures(good(rotated(placed(frame, 4), 15)), 'upload')).toEqual([]);
    expect(failures(good(rotated(placed(frame, 4), 40)), 'upload')).toEqual(['Your head is tilted: hold it level.']);
  });

  it('estimates a head turn from the nose against the eye corners, growing with the turn and unmoved by a tilt', () => {
    const yaws = [0, 10, 20, 30, 40].map((degrees) => estimateHeadPose(turned(degrees)).yawDeg);
    for (let k = 1; k < yaws.length; k++) expect(yaws[k]!).toBeGreaterThan(yaws[k - 1]! + 5);
    expect(yaws[2]).toBeGreaterThan(15);
    expect(yaws[2]).toBeLessThan(25);
    expect(estimateHeadPose(turned(-20)).yawDeg).toBeLessThan(-15);
    expect(estimateHeadPose(rotated(turned(20), 15)).yawDeg).toBeCloseTo(yaws[2]!, 0);
    const turnedBy = (degrees: number) => good(placed(frame, 4, undefined, turned(degrees)));
    expect(failures(turnedBy(8), 'camera')).toEqual([]);
    expect(failures(turnedBy(22), 'camera')).toEqual(['Your head is turned: look straight at the camera.']);
    expect(failures(turnedBy(22), 'upload')).toEqual([]);
    expect(failures(turnedBy(40), 'upload')).toEqual(['Your head is turned: look straight at the camera.']);
  });

  it('asks for more, less or more even light', () => {
    const lit = (light: Partial<FaceLight>): CaptureInput => ({ ...good(), light: { ...even, ...light } });
    expect(failures(lit({ mean: 50 }), 'camera')).toEqual(['Too dark: face a window or a lamp.']);
    expect(failures(lit({ mean: 50 }), 'upload')).toEqual([]);
    expect(failures(lit({ mean: 12 }), 'upload')).toEqual(['Too dark: face a window or a lamp.']);
    expect(failures(lit({ mean: 215 }), 'camera')).toEqual(['Too bright: step out of direct light and switch off the flash.']);
    expect(failures(lit({ clippedShare: 0.6 }), 'upload')).toEqual(['Too bright: step out of direct light and switch off the flash.']);
    expect(failures(lit({ sideBalance: 0.6 }), 'camera')).toEqual(['The light is uneven: turn so both sides of your face get the same light.']);
    expect(failures(lit({ sideBalance: 0.6 }), 'upload')).toEqual([]);
    expect(failures(lit({ sideBalance: 0.3 }), 'upload')).toEqual(['The light is uneven: turn so both sides of your face get the same light.']);
    expect(checkCapture({ ...good(), light: null }, 'camera').checks.find((check) => check.id === 'light')?.status).toBe('unknown');
  });

  it('lists every failed check at once', () => {
    const bad: CaptureInput = { frame, landmarks: rotated(placed(frame, 2), 20), light: { ...even, mean: 40 }, sharpness: 10 };
    expect(failures(bad, 'camera')).toEqual([
      'Your face is too small in the picture: move closer.',
      'Your head is tilted: hold it level.',
      'Too dark: face a window or a lamp.',
      'The picture is blurred: hold still and let the camera focus on your face.',
    ]);
  });

  it('keeps its ids, limits and messages as data, each limit of the camera at least as strict as the upload one', () => {
    expect(Object.keys(CAPTURE_CHECKS)).toEqual([...CAPTURE_CHECK_IDS]);
    const { camera, upload } = CAPTURE_LIMITS;
    expect(camera.minPupilPx).toBe(126);
    expect(camera.minPupilPx).toBeGreaterThan(upload.minPupilPx);
    expect(camera.maxYawDeg).toBeLessThan(upload.maxYawDeg);
    expect(camera.maxRollDeg).toBeLessThan(upload.maxRollDeg);
    expect(camera.minBrightness).toBeGreaterThan(upload.minBrightness);
    expect(camera.maxBrightness).toBeLessThan(upload.maxBrightness);
    expect(camera.maxClippedShare).toBeLessThan(upload.maxClippedShare);
    expect(camera.minSideBalance).toBeGreaterThan(upload.minSideBalance);
    expect(camera.minSharpness).toBeGreaterThan(upload.minSharpness);
    expect(JSON.parse(JSON.stringify(CAPTURE_LIMITS))).toEqual(CAPTURE_LIMITS);
  });
});

describe('frame statistics', () => {
  /** The fixture's face sample, grey, as the browser draws it small on a canvas (RGBA). */
  async function sampleOf(photo: Buffer): Promise<{ grey: Float32Array; width: number; height: number; landmarks: Point[] }> {
    const sample = faceSample(landmarks, fixture);
    const { x, y, width, height } = sample.source;
    const rgba = await sharp(photo).ensureAlpha().extract({ left: x, top: y, width, height }).resize(sample.width, sample.height, { fit: 'fill' }).raw().toBuffer();
    return { grey: greyLevels(new Uint8ClampedArray(rgba), 4), width: sample.width, height: sample.height, landmarks: sample.landmarks };
  }
  let photo: Buffer;
  beforeAll(() => {
    photo = readFileSync(PHOTO);
  });

  it('samples the face at 64 px between the pupils', () => {
    const sample = faceSample(landmarks, fixture);
    const eyes = (points: Point[]) => Math.hypot(centroid(points.slice(42, 48)).x - centroid(points.slice(36, 42)).x, centroid(points.slice(42, 48)).y - centroid(points.slice(36, 42)).y);
    expect(eyes(sample.landmarks)).toBeCloseTo(64, 0);
    expect(sample.source.x).toBeGreaterThanOrEqual(0);
    expect(sample.source.x + sample.source.width).toBeLessThanOrEqual(512);
  });

  it('finds the fixture sharp and a blurred copy less so, more with more blur', async () => {
    const sharpness = async (sigma?: number) => {
      const { grey, width, height, landmarks: points } = await sampleOf(sigma ? await sharp(photo).blur(sigma).png().toBuffer() : photo);
      return faceSharpness(grey, width, height, points);
    };
    const values = [await sharpness(), await sharpness(1), await sharpness(2)];
    expect(values[0]).toBeGreaterThan(CAPTURE_LIMITS.camera.minSharpness);
    expect(values[1]).toBeLessThan(CAPTURE_LIMITS.camera.minSharpness);
    expect(values[1]).toBeGreaterThan(CAPTURE_LIMITS.upload.minSharpness);
    expect(values[2]).toBeLessThan(CAPTURE_LIMITS.upload.minSharpness);
    expect(laplacianVariance(new Float32Array(64 * 64).fill(128), 64, 64)).toBe(0);
  });

  it('measures the light on the face: brightness, clipping and the balance of its two halves', async () => {
    const fixtureLight = await sampleOf(photo).then(({ grey, width, height, landmarks: points }) => measureFaceLight(grey, width, height, points));
    expect(fixtureLight.mean).toBeGreaterThan(140);
    expect(fixtureLight.clippedShare).toBeLessThan(0.01);
    expect(fixtureLight.sideBalance).toBeGreaterThan(CAPTURE_LIMITS.camera.minSideBalance);
    // The person's right half (the photo's left of the nose) in shadow.
    const noseX = Math.round(landmarks[30]!.x);
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="${noseX}" height="512" fill="black" fill-opacity="0.7"/></svg>`;
    const sideLit = await sampleOf(await sharp(photo).composite([{ input: Buffer.from(shade) }]).png().toBuffer());
    const light = measureFaceLight(sideLit.grey, sideLit.width, sideLit.height, sideLit.landmarks);
    expect(light.sideBalance).toBeLessThan(CAPTURE_LIMITS.upload.minSideBalance);
    const flat = measureFaceLight(new Float32Array(100 * 100).fill(255), 100, 100, placed({ width: 100, height: 100 }, 1.2));
    expect(flat).toEqual({ mean: 255, spread: 0, clippedShare: 1, sideBalance: 1 });
  });
});

describe('the capture module in the browser', () => {
  it('bundles for the browser alone: no node built-ins, no sharp, small', async () => {
    const entry = fileURLToPath(new URL('./capture.ts', import.meta.url));
    const result = await esbuild.build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', write: false, minify: true, logLevel: 'silent', metafile: true });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.every((input) => input.startsWith('src/') || input.includes('skin-analysis/src/'))).toBe(true);
    expect(result.outputFiles[0]!.contents.length).toBeLessThan(8_000);
  });
});
