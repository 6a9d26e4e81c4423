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

export interface Point {
  x: number;
  y: number;
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

/** Luma (Rec. 601) as floats, the usual input of sharpness measures. */
export function toGray(image: RgbImage): Float32Array {
  const gray = new Float32Array(image.width * image.height);
  const { data } = image;
  for (let p = 0, i = 0; p < gray.length; p++, i += 3) {
    gray[p] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  }
  return gray;
}
