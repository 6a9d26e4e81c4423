import { contours } from 'd3-contour';
import simplify from 'simplify-js';
import type { Point } from './geometry';
import type { Mask } from './image';

const ringArea = (ring: ReadonlyArray<readonly number[]>): number => {
  let twice = 0;
  for (let k = 0; k < ring.length; k++) {
    const [x0, y0] = ring[k]!;
    const [x1, y1] = ring[(k + 1) % ring.length]!;
    twice += x0! * y1! - x1! * y0!;
  }
  return Math.abs(twice) / 2;
};

/**
 * The outer outline of a mask's largest part (marching squares, pixel (x, y) spanning [x, x + 1]), simplified
 * (Douglas-Peucker) to within `tolerance` pixels; empty for an empty mask.
 */
export function traceOutline(mask: Mask, tolerance: number): Point[] {
  const { width, height, data } = mask;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (maxX < 0) return [];
  // Only the mask's box (and a pixel of margin, so the outline closes inside it) is traced.
  const left = Math.max(0, minX - 1);
  const top = Math.max(0, minY - 1);
  const w = Math.min(width, maxX + 2) - left;
  const h = Math.min(height, maxY + 2) - top;
  const values = new Array<number>(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) values[y * w + x] = data[(y + top) * width + x + left]!;
  const [shape] = contours().size([w, h]).thresholds([0.5])(values);
  const rings = (shape?.coordinates ?? []).map((polygon) => polygon[0]!).filter((ring) => ring.length >= 4);
  if (rings.length === 0) return [];
  const outer = rings.reduce((largest, ring) => (ringArea(ring) > ringArea(largest) ? ring : largest));
  // The ring repeats its first point at the end.
  const points = outer.slice(0, -1).map(([x, y]) => ({ x: x! + left, y: y! + top }));
  return simplify(points, tolerance, true);
}
