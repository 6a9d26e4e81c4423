/** Decoded pixels: 3 interleaved 8-bit sRGB channels, row-major. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** CIELAB (D65) planes, one float per pixel each. */
export interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

/** A binary mask: 1 inside, 0 outside, one byte per pixel. */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createRgbImage(width: number, height: number, fill: readonly [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
  }
  return { width, height, data };
}
