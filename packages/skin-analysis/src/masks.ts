import type { Point } from './geometry';
import type { Mask } from './image';

export function emptyMask(width: number, height: number): Mask {
  return { width, height, data: new Uint8Array(width * height) };
}

/** Fills a polygon (even-odd rule, pixel centres) into a new mask, or into `into` (adding to what it holds). */
export function rasterizePolygon(polygon: readonly Point[], width: number, height: number, into?: Mask): Mask {
  const mask = into ?? emptyMask(width, height);
  if (polygon.length < 3) return mask;
  const crossings: number[] = [];
  const minY = Math.max(0, Math.floor(Math.min(...polygon.map((p) => p.y))));
  const maxY = Math.min(height - 1, Math.ceil(Math.max(...polygon.map((p) => p.y))));
  for (let y = minY; y <= maxY; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i]!;
      const q = polygon[(i + 1) % polygon.length]!;
      if (p.y <= cy !== q.y <= cy) crossings.push(p.x + ((cy - p.y) / (q.y - p.y)) * (q.x - p.x));
    }
    crossings.sort((u, v) => u - v);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      // Pixel x is inside when its centre x + 0.5 lies between the two crossings.
      const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[k + 1]! - 0.5));
      mask.data.fill(1, y * width + from, to >= from ? y * width + to + 1 : y * width + from);
    }
  }
  return mask;
}

export function maskArea(mask: Mask): number {
  const data = mask.data;
  let area = 0;
  for (let i = 0; i < data.length; i++) area += data[i]!;
  return area;
}

export function unionMasks(masks: readonly Mask[], width: number, height: number): Mask {
  const out = emptyMask(width, height);
  const target = out.data;
  for (const mask of masks) {
    const source = mask.data;
    for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
  }
  return out;
}

/** Pixels of `mask` that are not in `remove`. */
export function subtractMask(mask: Mask, remove: Mask): Mask {
  const out = emptyMask(mask.width, mask.height);
  const [target, keep, drop] = [out.data, mask.data, remove.data];
  for (let i = 0; i < target.length; i++) target[i] = keep[i]! & (drop[i]! ^ 1);
  return out;
}

export function intersectMasks(x: Mask, y: Mask): Mask {
  const out = emptyMask(x.width, x.height);
  const [target, first, second] = [out.data, x.data, y.data];
  for (let i = 0; i < target.length; i++) target[i] = first[i]! & second[i]!;
  return out;
}

/**
 * Mean of `values` over the mask pixels inside a (2r+1)² box around each mask pixel
 * (normalised convolution), so mask borders do not pull the local mean.
 * Pixels outside the mask get NaN: nothing reads them, and skipping them saves a third of the work.
 */
export function localMaskedMean(values: Float32Array, mask: Mask, radius: number): Float32Array {
  return localMaskedMeans([values], mask, radius)[0]!;
}

/** localMaskedMean of several planes over the same mask and box, counting the mask once. */
export function localMaskedMeans(planes: readonly Float32Array[], mask: Mask, radius: number): Float32Array[] {
  const { width, height } = mask;
  const stride = width + 1;
  const count = new Float64Array(stride * (height + 1));
  const sums = planes.map(() => new Float64Array(stride * (height + 1)));
  const rowSums = new Float64Array(planes.length);
  for (let y = 0; y < height; y++) {
    let rowCount = 0;
    rowSums.fill(0);
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const q = (y + 1) * stride + x + 1;
      if (mask.data[p]) rowCount += 1;
      count[q] = count[q - stride]! + rowCount;
      for (let k = 0; k < planes.length; k++) {
        if (mask.data[p]) rowSums[k]! += planes[k]![p]!;
        const sum = sums[k]!;
        sum[q] = sum[q - stride]! + rowSums[k]!;
      }
    }
  }
  const outs = planes.map(() => new Float32Array(width * height));
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius) * stride;
    const y1 = Math.min(height, y + radius + 1) * stride;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!mask.data[p]) {
        for (let k = 0; k < planes.length; k++) outs[k]![p] = Number.NaN;
        continue;
      }
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const n = count[y1 + x1]! - count[y0 + x1]! - count[y1 + x0]! + count[y0 + x0]!;
      for (let k = 0; k < planes.length; k++) {
        const sum = sums[k]!;
        outs[k]![p] = (sum[y1 + x1]! - sum[y0 + x1]! - sum[y1 + x0]! + sum[y0 + x0]!) / n;
      }
    }
  }
  return outs;
}

/** Values of `values` under the mask, in pixel order. */
export function maskedValues(values: Float32Array, mask: Mask): Float32Array {
  const out = new Float32Array(maskArea(mask));
  const data = mask.data;
  let k = 0;
  for (let i = 0; i < data.length; i++) if (data[i]) out[k++] = values[i]!;
  return out;
}
