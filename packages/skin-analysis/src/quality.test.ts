import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assessQuality, laplacianVariance, type QualityInput } from './quality';

const good: QualityInput = { laplacianVariance: 200, meanGray: 150, clippedFraction: 0, interPupilPx: 120, faces: 1, detectionScore: 0.95 };

async function checkerboard(blurSigma?: number): Promise<Float32Array> {
  const size = 64;
  const pixels = Buffer.alloc(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels[y * size + x] = ((x >> 2) + (y >> 2)) % 2 ? 200 : 60;
  let image = sharp(pixels, { raw: { width: size, height: size, channels: 1 } });
  if (blurSigma) image = image.blur(blurSigma);
  return Float32Array.from(await image.raw().toBuffer());
}

describe('image quality', () => {
  it('finds a blurred picture less sharp by the variance of the Laplacian', async () => {
    const sharpVariance = laplacianVariance(await checkerboard(), 64, 64);
    const blurredVariance = laplacianVariance(await checkerboard(2), 64, 64);
    expect(blurredVariance).toBeLessThan(sharpVariance / 5);
    expect(laplacianVariance(new Float32Array(64 * 64).fill(128), 64, 64)).toBe(0);
  });

  it('trusts a sharp, well-lit, large face as much as its detection', () => {
    const result = assessQuality(good);
    expect(result.problem).toBeNull();
    expect(result.confidence).toBeCloseTo(0.95, 3);
    expect(result.quality.issues).toEqual([]);
  });

  it('lowers the confidence for blur, dim light, a small face and several faces, and says why', () => {
    const blurred = assessQuality({ ...good, laplacianVariance: 30 });
    expect(blurred.confidence).toBeLessThan(0.6);
    expect(blurred.quality.issues).toContain('The face looks soft or blurred; hold the camera still and focus on the face.');
    expect(assessQuality({ ...good, meanGray: 40 }).quality.issues).toContain('The face is dimly lit; face a window or a soft light.');
    expect(assessQuality({ ...good, interPupilPx: 40 }).confidence).toBeLessThan(0.7);
    const group = assessQuality({ ...good, faces: 3 });
    expect(group.confidence).toBeLessThan(good.detectionScore);
    expect(group.quality.issues).toContain('Several faces were found; the largest one was analysed.');
  });

  it('refuses faces that are too small, too blurred, too dark or overexposed', () => {
    expect(assessQuality({ ...good, interPupilPx: 10 }).problem?.reason).toBe('too-small');
    expect(assessQuality({ ...good, laplacianVariance: 3 }).problem?.reason).toBe('too-blurry');
    expect(assessQuality({ ...good, meanGray: 12 }).problem?.reason).toBe('too-dark');
    expect(assessQuality({ ...good, clippedFraction: 0.7 }).problem?.reason).toBe('too-bright');
  });
});
