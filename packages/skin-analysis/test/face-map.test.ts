// The face map and the concern scores on the shared portrait: geometry, plain words, stability, and scores
// that move the right way, by a monotone amount, when spots, redness, shine, noise or dark under-eyes are drawn on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSkinAnalyzer, FACE_MAP_REGIONS, scaleGeometry, SCORED_CONCERNS, type ScoredConcern, type SkinAnalysis, type Polygon } from '../src/index';

const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));
const CLOSE_UP = 3.5;
const analyzer = createSkinAnalyzer();
let photo: Buffer;
let closeUp: Buffer;
let result: SkinAnalysis;
let closeUpResult: SkinAnalysis;

beforeAll(async () => {
  photo = readFileSync(FIXTURE);
  closeUp = await sharp(photo).resize(512 * CLOSE_UP, 512 * CLOSE_UP, { kernel: 'lanczos3' }).png().toBuffer();
  result = await analyzer.analyze(photo);
  closeUpResult = await analyzer.analyze(closeUp);
});
afterAll(() => analyzer.close());

const shoelace = (polygon: Polygon): number => Math.abs(polygon.reduce((sum, [x, y], k) => sum + x * polygon[(k + 1) % polygon.length]![1] - polygon[(k + 1) % polygon.length]![0] * y, 0)) / 2;

/** The area centroid of an outline. */
function centreOf(polygon: Polygon): [number, number] {
  let [sx, sy, twice] = [0, 0, 0];
  polygon.forEach(([x0, y0], k) => {
    const [x1, y1] = polygon[(k + 1) % polygon.length]!;
    const cross = x0 * y1 - x1 * y0;
    [sx, sy, twice] = [sx + (x0 + x1) * cross, sy + (y0 + y1) * cross, twice + cross];
  });
  return [sx / (3 * twice), sy / (3 * twice)];
}

const region = (analysis: SkinAnalysis, name: string) => analysis.regions.find((candidate) => candidate.name === name)!;
const svg = (size: number, body: string): Buffer => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`);
const drawn = async (base: Buffer, size: number, body: string): Promise<SkinAnalysis> => analyzer.analyze(await sharp(base).composite([{ input: svg(size, body) }]).png().toBuffer());
const outline = (polygon: Polygon, fill: string, opacity: number): string => `<polygon points="${polygon.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" fill-opacity="${opacity}"/>`;

/** The concern's measured value rises at every step, its score never rises and falls in all by at least `fall`. */
function expectMonotone(series: SkinAnalysis[], concern: ScoredConcern, fall: number): void {
  const values = series.map((analysis) => analysis.scores[concern].measured!.value);
  const scores = series.map((analysis) => analysis.scores[concern].score!);
  for (let k = 1; k < series.length; k++) {
    expect(values[k], `${concern} value, step ${k}`).toBeGreaterThan(values[k - 1]!);
    expect(scores[k], `${concern} score, step ${k}`).toBeLessThanOrEqual(scores[k - 1]!);
  }
  expect(scores[0]! - scores.at(-1)!, `${concern} falls`).toBeGreaterThanOrEqual(fall);
}

describe('the face map', () => {
  it('draws the measured regions in the photo’s pixels, each with a plain label, its measures and its score', () => {
    expect(result.image).toEqual({ width: 512, height: 512 });
    expect(result.regions.map((r) => [r.name, r.label])).toEqual([
      ['forehead', 'Forehead'],
      ['left_cheek', 'Left cheek'],
      ['right_cheek', 'Right cheek'],
      ['nose', 'Nose'],
      ['chin', 'Chin'],
      ['left_under_eye', 'Left under-eye'],
      ['right_under_eye', 'Right under-eye'],
      ['t_zone', 'T-zone'],
    ]);
    expect(result.regions.map((r) => r.name)).toEqual([...FACE_MAP_REGIONS]);
    for (const r of [...result.regions, ...closeUpResult.regions]) {
      expect(r.polygon.length, r.name).toBeGreaterThanOrEqual(4);
      expect(r.polygon.length, r.name).toBeLessThanOrEqual(40);
      // The outline is the area measured: it holds the skin kept, and not much more.
      expect(shoelace(r.polygon) / r.area, r.name).toBeGreaterThan(0.85);
      expect(shoelace(r.polygon) / r.area, r.name).toBeLessThan(2);
      expect(r.score, r.name).not.toBeNull();
      expect(r.measures.length, r.name).toBeGreaterThan(0);
    }
    // The person's left cheek is on the right of the photo; the forehead above the eyes, the chin below the mouth.
    expect(centreOf(region(result, 'left_cheek').polygon)[0]).toBeGreaterThan(centreOf(region(result, 'right_cheek').polygon)[0]);
    expect(centreOf(region(result, 'forehead').polygon)[1]).toBeLessThan(centreOf(region(result, 'left_under_eye').polygon)[1]);
    expect(centreOf(region(result, 'chin').polygon)[1]).toBeGreaterThan(centreOf(region(result, 'nose').polygon)[1]);
    // The T-zone is forehead, between the brows and nose: as large as both together, and more.
    expect(region(result, 't_zone').areaCm2).toBeGreaterThan(region(result, 'forehead').areaCm2 + region(result, 'nose').areaCm2);
  });

  it('scales with the photo: the close-up’s outlines are the portrait’s, 3.5 times larger, within a few pixels', () => {
    const scaled = scaleGeometry(result, closeUpResult.image);
    expect(scaled.image).toEqual({ width: 1792, height: 1792 });
    for (const name of ['left_cheek', 'right_cheek', 'nose', 'chin'] as const) {
      const [x0, y0] = centreOf(scaled.regions.find((r) => r.name === name)!.polygon);
      const [x1, y1] = centreOf(region(closeUpResult, name).polygon);
      expect(Math.hypot(x1 - x0, y1 - y0), name).toBeLessThan(2 * CLOSE_UP);
    }
    expect(scaleGeometry({ image: { width: 100, height: 50 }, regions: [{ polygon: [[10, 10], [20.04, 30]] as Polygon, name: 'x' }] }, { width: 300, height: 100 })).toEqual({
      image: { width: 300, height: 100 },
      regions: [{ polygon: [[30, 20], [60.1, 60]], name: 'x' }],
    });
  });
});

describe('concern scores', () => {
  it('scores every concern on the close-up, with words, and says why spots, blemishes and texture are missing on the small portrait', () => {
    for (const concern of SCORED_CONCERNS) {
      const score = closeUpResult.scores[concern];
      expect(score.score, concern).toBeGreaterThanOrEqual(0);
      expect(score.score, concern).toBeLessThanOrEqual(100);
      expect(score.verdict, concern).toMatch(/\.$/);
    }
    expect(closeUpResult.scores.redness.measured?.parameter).toMatch(/^redness_(left_cheek|right_cheek|nose)$/);
    for (const [concern, words] of [
      ['spots', 'spots'],
      ['blemishes', 'blemishes'],
      ['texture', 'texture'],
    ] as const) {
      expect(result.scores[concern]).toMatchObject({ score: null, reasonCode: 'face-too-small', reason: `The face is too small in the photo for ${words}: move closer, so your face fills most of the picture.` });
    }
    for (const concern of ['evenness', 'redness', 'shine', 'dark_circles'] as const) expect(result.scores[concern].score, concern).not.toBeNull();
    expect(result.skinTone).toMatchObject({ category: expect.stringMatching(/^(very light|light|intermediate)$/), label: 'Skin tone' });
  });

  it('counts the parameters it really reports: more on a close-up, where spots and texture are measured', () => {
    expect(result.parameterCount).toBe(Object.keys(result.parameters).length);
    expect(closeUpResult.parameterCount).toBe(Object.keys(closeUpResult.parameters).length);
    expect(result.parameterCount).toBe(24);
    expect(closeUpResult.parameterCount).toBe(41);
  });

  it('gives the same scores, to the point, every time the same photo is analysed', async () => {
    const again = [await analyzer.analyze(photo), await analyzer.analyze(photo)];
    for (const analysis of again) {
      for (const concern of SCORED_CONCERNS) expect(Math.abs((analysis.scores[concern].score ?? -1) - (result.scores[concern].score ?? -1)), concern).toBeLessThanOrEqual(1);
      expect(analysis.regions).toEqual(result.regions);
    }
  });
});

describe('scores move the right way on drawn changes, more for more', () => {
  it('a red flush on the cheeks lowers redness', async () => {
    const cheeks = ['left_cheek', 'right_cheek'].map((name) => region(result, name).polygon);
    const series = [result];
    for (const opacity of [0.1, 0.2, 0.3]) series.push(await drawn(photo, 512, cheeks.map((polygon) => outline(polygon, 'rgb(230,40,60)', opacity)).join('')));
    expectMonotone(series, 'redness', 60);
    for (const analysis of series) expect(Math.abs(analysis.scores.shine.score! - result.scores.shine.score!)).toBeLessThanOrEqual(3);
  });

  it('darkened under-eyes lower the dark-circle score', async () => {
    const eyes = ['left_under_eye', 'right_under_eye'].map((name) => region(result, name).polygon);
    const series = [result];
    for (const opacity of [0.25, 0.4, 0.55]) series.push(await drawn(photo, 512, eyes.map((polygon) => outline(polygon, 'rgb(70,45,55)', opacity)).join('')));
    expectMonotone(series, 'dark_circles', 30);
    for (const analysis of series) expect(Math.abs(analysis.scores.redness.score! - result.scores.redness.score!)).toBeLessThanOrEqual(3);
  });

  it('specular highlights on the nose and between the brows lower the shine score', async () => {
    const [nx, ny] = centreOf(region(result, 'nose').polygon);
    const highlights = (count: number): string =>
      Array.from({ length: count }, (_, k) => `<ellipse cx="${nx + (k % 2 ? 1.5 : -1.5)}" cy="${ny - 9 + 5 * k}" rx="1.8" ry="2.2" fill="rgb(255,252,250)"/>`).join('');
    const series = [result];
    for (const count of [1, 2, 4]) series.push(await drawn(photo, 512, highlights(count)));
    expectMonotone(series, 'shine', 15);
  });

  it('brown spots drawn inside the cheeks lower the dark-spot score, one more counted for each', async () => {
    const size = 512 * CLOSE_UP;
    const dots = (perCheek: number): string =>
      ['left_cheek', 'right_cheek']
        .flatMap((name) => {
          const [cx, cy] = centreOf(region(closeUpResult, name).polygon);
          return [-4, 4, 0].slice(0, perCheek).map((dx) => `<circle cx="${cx + dx * CLOSE_UP}" cy="${cy}" r="${1.4 * CLOSE_UP}" fill="rgb(80,50,30)" fill-opacity="0.5"/>`);
        })
        .join('');
    const series = [closeUpResult];
    for (const perCheek of [1, 2, 3]) series.push(await drawn(closeUp, size, dots(perCheek)));
    const found = (analysis: SkinAnalysis): number => Number(/(\d+) found/.exec(analysis.parameters.dark_spots!.label)![1]);
    expect(series.map(found)).toEqual([0, 2, 4, 6].map((added) => found(closeUpResult) + added));
    expectMonotone(series, 'spots', 40);
    for (const analysis of series) expect(analysis.scores.blemishes.score).toBe(closeUpResult.scores.blemishes.score);
  });

  it('added noise lowers the texture score', async () => {
    const { data, info } = await sharp(closeUp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let state = 12345;
    // A seeded normal variate (Box-Muller over a linear congruential generator): the same noise every run.
    const uniform = (): number => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) + 0.5) / 2 ** 32;
    const noise = Float32Array.from({ length: info.width * info.height }, () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()));
    const noisy = async (sigma: number): Promise<SkinAnalysis> => {
      const out = Buffer.from(data);
      for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(data[i]! + sigma * noise[Math.floor(i / 3)]!)));
      return analyzer.analyze(await sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }).png().toBuffer());
    };
    const series = [closeUpResult, await noisy(6), await noisy(12), await noisy(20)];
    expectMonotone(series, 'texture', 30);
  });
});
