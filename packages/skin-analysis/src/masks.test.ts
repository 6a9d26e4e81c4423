import { describe, expect, it } from 'vitest';
import { findBlobs, spotBlobs } from './blobs';
import { localMaskedMean, localMaskedMeans, maskArea, rasterizePolygon, subtractMask, unionMasks } from './masks';
import { median } from './stats';

describe('polygon masks', () => {
  it('fills a rectangle with exactly its pixel area', () => {
    const mask = rasterizePolygon(
      [
        { x: 2, y: 3 },
        { x: 12, y: 3 },
        { x: 12, y: 8 },
        { x: 2, y: 8 },
      ],
      20,
      20,
    );
    expect(maskArea(mask)).toBe(50);
    expect(mask.data[3 * 20 + 2]).toBe(1);
    expect(mask.data[3 * 20 + 12]).toBe(0);
    expect(mask.data[2 * 20 + 5]).toBe(0);
  });

  it('fills a triangle with about half its bounding box and clips to the image', () => {
    const triangle = rasterizePolygon(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 0, y: 100 },
      ],
      100,
      100,
    );
    expect(Math.abs(maskArea(triangle) - 5000)).toBeLessThan(100);
    const clipped = rasterizePolygon(
      [
        { x: -50, y: -50 },
        { x: 150, y: -50 },
        { x: 150, y: 150 },
        { x: -50, y: 150 },
      ],
      10,
      10,
    );
    expect(maskArea(clipped)).toBe(100);
  });

  it('unions and subtracts masks pixel by pixel', () => {
    const left = rasterizePolygon([{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 10 }, { x: 0, y: 10 }], 10, 10);
    const right = rasterizePolygon([{ x: 4, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 4, y: 10 }], 10, 10);
    expect(maskArea(unionMasks([left, right], 10, 10))).toBe(100);
    expect(maskArea(subtractMask(left, right))).toBe(40);
  });
});

describe('local masked mean', () => {
  it('averages only pixels under the mask', () => {
    const width = 9;
    const values = new Float32Array(width * width).fill(100);
    const mask = rasterizePolygon([{ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 9 }, { x: 0, y: 9 }], width, width);
    for (let i = 0; i < values.length; i++) if (!mask.data[i]) values[i] = -1000;
    values[4 * width + 2] = 190;
    const local = localMaskedMean(values, mask, 1);
    // The 3x3 box around (2, 4) holds eight 100s and one 190.
    expect(local[4 * width + 2]).toBeCloseTo(110, 4);
    // At the mask edge the outside -1000s are ignored.
    expect(local[0]).toBeCloseTo(100, 4);
    expect(local[4 * width + 4]).toBeCloseTo(100, 4);
  });

  it('equals the plain mean over each box, for any mask, radius and edge', () => {
    const [width, height] = [37, 23];
    let state = 7;
    const random = (): number => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const values = Float32Array.from({ length: width * height }, () => 100 * random());
    const mask = { width, height, data: Uint8Array.from({ length: width * height }, () => (random() < 0.7 ? 1 : 0)) };
    for (const radius of [1, 3, 12, 40]) {
      const [local, twice] = localMaskedMeans([values, values.map((v) => 2 * v)], mask, radius);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = y * width + x;
          if (!mask.data[i]) {
            expect(local![i]).toBeNaN();
            continue;
          }
          let [sum, n] = [0, 0];
          for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
            for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
              if (mask.data[v * width + u]) [sum, n] = [sum + values[v * width + u]!, n + 1];
            }
          }
          expect(local![i]).toBeCloseTo(sum / n, 3);
          expect(twice![i]).toBeCloseTo((2 * sum) / n, 3);
        }
      }
    }
  });

  it('takes the median of odd and even length lists', () => {
    expect(median(Float32Array.from([5, 1, 3]))).toBe(3);
    expect(median(Float32Array.from([4, 1, 3, 2]))).toBe(2.5);
  });
});

describe('blob counting', () => {
  it('counts 8-connected blobs with their areas and centroids', () => {
    const width = 10;
    const binary = new Uint8Array(100);
    // A 2x2 square, a diagonal pair (one blob under 8-connectivity) and a single pixel.
    for (const [x, y] of [[1, 1], [2, 1], [1, 2], [2, 2], [6, 6], [7, 7], [9, 0]] as const) binary[y * width + x] = 1;
    const blobs = findBlobs(binary, width, 10);
    expect(blobs.map((b) => b.area).sort()).toEqual([1, 2, 4]);
    const square = blobs.find((b) => b.area === 4)!;
    expect(square.x).toBeCloseTo(1.5);
    expect(square.y).toBeCloseTo(1.5);
    expect(spotBlobs(binary, width, 10, 2, 3)).toHaveLength(1);
  });

  it('keeps round spots and leaves out thin lines', () => {
    const width = 30;
    const binary = new Uint8Array(width * width);
    for (let y = 3; y < 7; y++) for (let x = 3; x < 7; x++) binary[y * width + x] = 1;
    for (let k = 0; k < 12; k++) binary[(15 + k) * width + 5 + k] = 1;
    const blobs = findBlobs(binary, width, width);
    expect(blobs.find((b) => b.area === 16)?.elongation).toBeCloseTo(1, 5);
    expect(blobs.find((b) => b.area === 12)?.elongation).toBeGreaterThan(5);
    expect(spotBlobs(binary, width, width, 2, 100).map((b) => b.area)).toEqual([16]);
  });

  it('tells blobs that reach the edge of a region from enclosed ones', () => {
    const width = 10;
    const region = new Uint8Array(100);
    for (let y = 2; y < 8; y++) for (let x = 2; x < 8; x++) region[y * width + x] = 1;
    const binary = new Uint8Array(100);
    binary[4 * width + 4] = 1;
    binary[2 * width + 6] = 1;
    const blobs = findBlobs(binary, width, 10, region);
    expect(blobs.find((b) => b.x === 4)?.touchesEdge).toBe(false);
    expect(blobs.find((b) => b.x === 6)?.touchesEdge).toBe(true);
  });
});
