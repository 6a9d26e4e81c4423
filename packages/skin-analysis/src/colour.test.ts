import { describe, expect, it } from 'vitest';
import { deltaE2000, HAEMOGLOBIN_ABSORBANCE, imageToLab, individualTypologyAngle, itaCategory, MELANIN_ABSORBANCE, pigmentDensities, type Lab } from './colour';
import { createRgbImage } from './image';

/** The CIELAB colour of one sRGB pixel, through the whole-image conversion the pipeline uses. */
function srgbToLab(r: number, g: number, b: number): Lab {
  const lab = imageToLab(createRgbImage(1, 1, [r, g, b]));
  return { L: lab.L[0]!, a: lab.a[0]!, b: lab.b[0]! };
}

describe('sRGB to CIELAB', () => {
  it('maps white, black and the sRGB primaries to their published Lab values', () => {
    const white = srgbToLab(255, 255, 255);
    expect(white.L).toBeCloseTo(100, 2);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    expect(srgbToLab(0, 0, 0).L).toBeCloseTo(0, 5);
    const red = srgbToLab(255, 0, 0);
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    const green = srgbToLab(0, 255, 0);
    expect(green.L).toBeCloseTo(87.73, 1);
    expect(green.a).toBeCloseTo(-86.18, 1);
    expect(green.b).toBeCloseTo(83.18, 1);
  });
});

describe('individual typology angle', () => {
  it('follows ITA = atan((L - 50) / b) and the Del Bino categories', () => {
    expect(individualTypologyAngle(50 + Math.sqrt(3) * 10, 10)).toBeCloseTo(60, 6);
    expect(individualTypologyAngle(50, 15)).toBeCloseTo(0, 6);
    expect(individualTypologyAngle(40, 10)).toBeCloseTo(-45, 6);
    expect(itaCategory(60)).toBe('very light');
    expect(itaCategory(45)).toBe('light');
    expect(itaCategory(30)).toBe('intermediate');
    expect(itaCategory(20)).toBe('tan');
    expect(itaCategory(0)).toBe('brown');
    expect(itaCategory(-45)).toBe('dark');
  });

  it('puts a pale and a deep skin colour in the expected categories', () => {
    const pale = srgbToLab(243, 218, 203);
    const deep = srgbToLab(92, 58, 42);
    expect(['very light', 'light']).toContain(itaCategory(individualTypologyAngle(pale.L, pale.b)));
    expect(itaCategory(individualTypologyAngle(deep.L, deep.b))).toBe('dark');
  });
});

describe('colour differences', () => {
  // Test pairs from Sharma, Wu and Dalal (2005), table 1.
  const pairs: Array<[[number, number, number], [number, number, number], number]> = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];

  it('matches the published CIEDE2000 test data', () => {
    for (const [[L1, a1, b1], [L2, a2, b2], expected] of pairs) {
      expect(deltaE2000({ L: L1, a: a1, b: b1 }, { L: L2, a: a2, b: b2 })).toBeCloseTo(expected, 4);
      expect(deltaE2000({ L: L2, a: a2, b: b2 }, { L: L1, a: a1, b: b1 })).toBeCloseTo(expected, 4);
    }
  });

  it('weights lightness less with kL = 2', () => {
    const light = { L: 50, a: 10, b: 15 };
    const darker = { L: 40, a: 10, b: 15 };
    expect(deltaE2000(light, darker, 2)).toBeCloseTo(deltaE2000(light, darker) / 2, 6);
  });
});

describe('pigment densities', () => {
  it('splits a colour made of melanin, haemoglobin and shading back into them', () => {
    const [melanin, haemoglobin, shading] = [0.9, 0.15, 0.2];
    const colour = [0, 1, 2].map((c) => 10 ** -(melanin * MELANIN_ABSORBANCE[c]! + haemoglobin * HAEMOGLOBIN_ABSORBANCE[c]! + shading)) as [number, number, number];
    const split = pigmentDensities(colour);
    expect(split.melanin).toBeCloseTo(melanin, 6);
    expect(split.haemoglobin).toBeCloseTo(haemoglobin, 6);
    expect(split.shading).toBeCloseTo(shading, 6);
  });

  it('sees a flush as haemoglobin only, on light and deep skin alike', () => {
    for (const skin of [[0.55, 0.42, 0.33], [0.09, 0.06, 0.045]] as const) {
      const flushed = skin.map((c, channel) => c * 10 ** (-0.18 * HAEMOGLOBIN_ABSORBANCE[channel]!)) as [number, number, number];
      const [before, after] = [pigmentDensities(skin), pigmentDensities(flushed)];
      expect(after.haemoglobin - before.haemoglobin).toBeCloseTo(0.18, 6);
      expect(after.melanin - before.melanin).toBeCloseTo(0, 6);
    }
  });
});
