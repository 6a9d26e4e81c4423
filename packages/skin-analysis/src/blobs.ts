export interface Blob {
  area: number;
  /** Centroid in pixels. */
  x: number;
  y: number;
  /** Whether the blob reaches the edge of `within` (or of the image). */
  touchesEdge: boolean;
  /** Index of one pixel of the blob. */
  seed: number;
  /** Ratio of the long to the short axis (second moments, pixels as unit squares): 1 for a disc, large for a line. */
  elongation: number;
}

/** Connected components (8-neighbour) of the non-zero pixels of a binary image, optionally inside a region. */
export function findBlobs(binary: Uint8Array, width: number, height: number, within?: Uint8Array): Blob[] {
  const outside = (x: number, y: number): boolean => x < 0 || y < 0 || x >= width || y >= height || (within !== undefined && !within[y * width + x]);
  const seen = new Uint8Array(binary.length);
  const stack = new Int32Array(binary.length);
  const blobs: Blob[] = [];
  for (let start = 0; start < binary.length; start++) {
    if (!binary[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let area = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    let touchesEdge = false;
    while (top > 0) {
      const p = stack[--top]!;
      const px = p % width;
      const py = (p - px) / width;
      area += 1;
      sx += px;
      sy += py;
      sxx += px * px;
      syy += py * py;
      sxy += px * py;
      if (outside(px - 1, py) || outside(px + 1, py) || outside(px, py - 1) || outside(px, py + 1)) touchesEdge = true;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (binary[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    const x = sx / area;
    const y = sy / area;
    // A pixel is a unit square: variance 1/12 along each axis.
    const cxx = sxx / area - x * x + 1 / 12;
    const cyy = syy / area - y * y + 1 / 12;
    const cxy = sxy / area - x * y;
    const spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy ** 2);
    const major = (cxx + cyy) / 2 + spread;
    const minor = Math.max((cxx + cyy) / 2 - spread, 1e-6);
    blobs.push({ area, x, y, seed: start, touchesEdge, elongation: Math.sqrt(major / minor) });
  }
  return blobs;
}

/**
 * Spot-like blobs: area in [minArea, maxArea] pixels and roundish (lines such as folds and hair edges are left
 * out); with `within`, only blobs that do not touch its edge (shadows of brows, nostrils and folds meet it there).
 */
export function spotBlobs(binary: Uint8Array, width: number, height: number, minArea: number, maxArea: number, within?: Uint8Array, maxElongation = 2.8): Blob[] {
  return findBlobs(binary, width, height, within).filter((blob) => blob.area >= minArea && blob.area <= maxArea && blob.elongation <= maxElongation && !(within && blob.touchesEdge));
}
