import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Point } from './geometry';
import { faceFrame } from './geometry';
import { maskArea } from './masks';
import { faceGeometry, faceRegions, REGION_NAMES, regionMasks } from './regions';
import { rasterizePolygon } from './masks';

// Landmarks that face-api found on the fixture photo (512 x 512), kept so this test needs no model.
const fixture = JSON.parse(readFileSync(new URL('../test/fixture-landmarks.json', import.meta.url), 'utf8')) as {
  width: number;
  height: number;
  landmarks: Array<[number, number]>;
};
const landmarks: Point[] = fixture.landmarks.map(([x, y]) => ({ x, y }));

function centreOf(mask: { width: number; data: Uint8Array }): Point {
  let sx = 0;
  let sy = 0;
  let n = 0;
  mask.data.forEach((value, i) => {
    if (!value) return;
    sx += i % mask.width;
    sy += Math.floor(i / mask.width);
    n += 1;
  });
  return { x: sx / n, y: sy / n };
}

describe('face regions from landmarks', () => {
  const regions = faceRegions(landmarks, fixture.width, fixture.height);
  const centre = Object.fromEntries(REGION_NAMES.map((name) => [name, centreOf(regions.masks[name])])) as Record<(typeof REGION_NAMES)[number], Point>;

  it('finds every region with some skin in it', () => {
    for (const name of REGION_NAMES) expect(maskArea(regions.masks[name]), name).toBeGreaterThan(30);
  });

  it('places the regions where they are on a face', () => {
    const { rightEye, leftEye } = regions.frame;
    expect(centre.forehead.y).toBeLessThan(Math.min(rightEye.y, leftEye.y) - 10);
    // The person's right cheek and under-eye are on the photo's left.
    expect(centre.right_cheek.x).toBeLessThan(centre.nose.x);
    expect(centre.left_cheek.x).toBeGreaterThan(centre.nose.x);
    expect(centre.right_under_eye.x).toBeLessThan(centre.left_under_eye.x);
    expect(centre.right_under_eye.y).toBeGreaterThan(rightEye.y);
    expect(centre.right_under_eye.y).toBeLessThan(centre.right_cheek.y);
    expect(centre.chin.y).toBeGreaterThan(centre.nose.y);
    expect(centre.chin.y).toBeGreaterThan(landmarks[57]!.y);
  });

  it('leaves out the eyes, the brows and the lips', () => {
    const union = new Uint8Array(fixture.width * fixture.height);
    for (const name of REGION_NAMES) regions.masks[name].data.forEach((value, i) => (union[i]! |= value));
    const covered = (p: Point): number => union[Math.round(p.y) * fixture.width + Math.round(p.x)]!;
    for (const i of [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]) expect(covered(landmarks[i]!), `eye point ${i}`).toBe(0);
    for (const i of [18, 19, 20, 23, 24, 25]) expect(covered(landmarks[i]!), `brow point ${i}`).toBe(0);
    for (let i = 48; i < 68; i++) expect(covered(landmarks[i]!), `lip point ${i}`).toBe(0);
  });

  it('adds the skin between the brows, which joins forehead and nose into the T-zone, shared with no region', () => {
    const { glabella } = regions.masks;
    expect(maskArea(glabella)).toBeGreaterThan(20);
    const g = centreOf(glabella);
    expect(g.y).toBeLessThan(Math.min(regions.frame.rightEye.y, regions.frame.leftEye.y));
    expect(g.y).toBeGreaterThan(centre.forehead.y);
    expect(Math.abs(g.x - regions.frame.origin.x)).toBeLessThan(5);
    for (const name of REGION_NAMES) {
      let shared = 0;
      regions.masks[name].data.forEach((inside, i) => (shared += inside & glabella.data[i]!));
      expect(shared, name).toBe(0);
    }
    // The T-zone outline holds the forehead, the glabella and the nose.
    const tZone = rasterizePolygon(regions.tZone, fixture.width, fixture.height);
    for (const name of ['forehead', 'nose'] as const) {
      let outside = 0;
      regions.masks[name].data.forEach((inside, i) => (outside += inside & (tZone.data[i]! ^ 1)));
      expect(outside, name).toBeLessThan(0.02 * maskArea(regions.masks[name]));
    }
  });

  it('builds the same mask for one region inside any rectangle, as full-resolution tiles need', () => {
    const geometry = faceGeometry(landmarks);
    const rect = { left: 190, top: 120, width: 40, height: 35 };
    const tile = regionMasks(geometry, ['nose'], rect).nose!;
    const whole = regions.masks.nose;
    let differing = 0;
    for (let y = 0; y < rect.height; y++) for (let x = 0; x < rect.width; x++) differing += Number(tile.data[y * rect.width + x] !== whole.data[(y + rect.top) * fixture.width + x + rect.left]);
    expect(differing).toBe(0);
    expect(maskArea(tile)).toBeGreaterThan(30);
  });

  it('measures the pupil distance as the scale of the face', () => {
    const frame = faceFrame(landmarks);
    expect(frame.d).toBeGreaterThan(25);
    expect(frame.d).toBeLessThan(50);
    expect(Math.abs(frame.v.y)).toBeGreaterThan(0.9);
  });

  it('refuses a landmark list that is not the 68-point scheme', () => {
    expect(() => faceFrame(landmarks.slice(0, 5))).toThrow('Expected 68 face landmarks, got 5');
  });
});
