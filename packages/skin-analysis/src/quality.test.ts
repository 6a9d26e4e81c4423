import { describe, expect, it } from 'vitest';
import { assessQuality, type QualityInput } from './quality';

const good: QualityInput = { sharpness: 200, light: { mean: 150, spread: 30, clippedShare: 0, sideBalance: 0.95 }, interPupilPx: 140, faces: 1, detectionScore: 0.95 };

describe('image quality', () => {
  it('trusts a sharp, well-lit, large face as much as its detection', () => {
    const result = assessQuality(good);
    expect(result.confidence).toBeCloseTo(0.95, 3);
    expect(result.quality.issues).toEqual([]);
  });

  it('lowers the confidence for blur, dim light, a small face and several faces, and says why', () => {
    const blurred = assessQuality({ ...good, sharpness: 30 });
    expect(blurred.confidence).toBeLessThan(0.6);
    expect(blurred.quality.issues).toContain('The face looks soft or blurred; hold the camera still and focus on the face.');
    expect(assessQuality({ ...good, light: { ...good.light, mean: 40 } }).quality.issues).toContain('The face is dimly lit; face a window or a soft light.');
    expect(assessQuality({ ...good, interPupilPx: 40 }).confidence).toBeLessThan(0.7);
    expect(assessQuality({ ...good, interPupilPx: 100 }).quality.issues).toContain('The face is small in the photo; come closer so it fills most of the frame.');
    const group = assessQuality({ ...good, faces: 3 });
    expect(group.confidence).toBeLessThan(good.detectionScore);
    expect(group.quality.issues).toContain('Several faces were found; the largest one was analysed.');
  });

  it('says when one side of the face is darker', () => {
    expect(assessQuality({ ...good, light: { ...good.light, sideBalance: 0.6 } }).quality.issues).toContain(
      'One side of the face is darker; turn towards the light so both sides are lit the same.',
    );
  });

  it('reports what it measured, rounded, with units', () => {
    const { quality } = assessQuality(good);
    expect(quality.blur).toEqual({ value: 200, unit: 'Laplacian variance', score: 1, label: 'Sharpness of the face (higher is sharper)' });
    expect(quality.exposure.value).toBeCloseTo(58.8, 1);
    expect(quality.faceSize).toMatchObject({ value: 140, unit: 'px between pupils', score: 1 });
  });
});
