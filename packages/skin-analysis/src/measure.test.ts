import { beforeAll, describe, expect, it } from 'vitest';
import { circlesIn, patchRegions, PX_PER_CM, rectsOver, renderWith, skinPatch } from '../test/synthetic';
import type { RgbImage } from './image';
import { measureSkin, type SkinMeasurements } from './measure';
import { toParameters } from './parameters';

const measure = (image: RgbImage): SkinMeasurements => measureSkin(image, patchRegions(), PX_PER_CM);

let base: SkinMeasurements;
beforeAll(async () => {
  base = measure(await renderWith(skinPatch(), ''));
});

/** The parameters a change should not move, with how far counts as "nearly still". */
function expectNearlyStill(changed: SkinMeasurements, keep: ReadonlyArray<'redness' | 'darkSpots' | 'blemishes' | 'shine' | 'texture' | 'tone' | 'underEye' | 'ita'>): void {
  for (const what of keep) {
    if (what === 'redness') expect(Math.abs(changed.redness.left_cheek - base.redness.left_cheek)).toBeLessThan(1);
    if (what === 'darkSpots') expect(changed.darkSpotCount).toBe(base.darkSpotCount);
    if (what === 'blemishes') expect(changed.blemishCount).toBe(base.blemishCount);
    if (what === 'shine') expect(Math.abs(changed.shineFraction - base.shineFraction)).toBeLessThan(0.002);
    if (what === 'texture') expect(Math.abs(changed.texture - base.texture)).toBeLessThan(0.15 * base.texture);
    if (what === 'tone') expect(Math.abs(changed.toneUnevenness - base.toneUnevenness)).toBeLessThan(0.6);
    if (what === 'underEye') expect(Math.abs(changed.underEyeDarkness - base.underEyeDarkness)).toBeLessThan(1);
    if (what === 'ita') expect(Math.abs(changed.ita - base.ita)).toBeLessThan(2);
  }
}

describe('measurements on an even skin patch', () => {
  it('reads an even, light skin with no spots, shine or dark circles', () => {
    expect(base.ita).toBeGreaterThan(41);
    expect(base.ita).toBeLessThan(55);
    expect(base.itaCategory).toBe('light');
    expect(base.redness.left_cheek).toBeGreaterThan(5);
    expect(base.redness.left_cheek).toBeLessThan(20);
    expect(base.darkSpotCount).toBe(0);
    expect(base.blemishCount).toBe(0);
    expect(base.shineFraction).toBeLessThan(0.002);
    expect(base.toneUnevenness).toBeLessThan(1.5);
    expect(Math.abs(base.underEyeDarkness)).toBeLessThan(1.5);
    expect(base.texture).toBeGreaterThan(0.5);
    expect(base.skinAreaCm2).toBeCloseTo((180 * 60 + 2 * 70 * 20 + 2 * 100 * 90 + 40 * 110 + 120 * 60) / 400, 0);
  });

  it('lists every measured parameter with a value, a unit and a label', () => {
    const parameters = toParameters(base);
    expect(Object.keys(parameters)).toEqual(
      expect.arrayContaining(['skin_tone_ita', 'redness_left_cheek', 'erythema_left_cheek', 'erythema_forehead', 'uneven_tone', 'dark_spots', 'blemishes', 't_zone_shine', 'texture', 'under_eye_darkness']),
    );
    // Per region too: spots and blemishes of forehead, cheeks, nose and chin; texture without the nose; shine of the T-zone's parts and the chin; each under-eye.
    expect(Object.keys(parameters)).toEqual(
      expect.arrayContaining(['dark_spots_nose', 'blemishes_chin', 'texture_left_cheek', 'shine_forehead', 'shine_nose', 'shine_chin', 'under_eye_darkness_left', 'under_eye_darkness_right']),
    );
    expect(Object.keys(parameters)).not.toContain('texture_nose');
    // ITA, redness and erythema of 7 regions, tone, 2 spot densities and 10 per region, 4 shines, 5 textures, 3 under-eye darknesses, skin area.
    expect(Object.keys(parameters)).toHaveLength(41);
    expect(parameters.dark_spots_forehead).toEqual({ value: 0, unit: 'per cm²', label: 'Dark spots, forehead: 0 found' });
    expect(parameters.erythema_nose).toMatchObject({ unit: 'EI', label: 'Erythema index, nose (100 x log10 red/green reflectance)' });
    // Dark spots and blemishes both per cm² of skin, the count in the label.
    expect(parameters.blemishes).toEqual({ value: 0, unit: 'per cm²', label: 'Blemish candidates: 0 found (round red spots of 1 to 10 mm, redder than the skin around)' });
    expect(parameters.dark_spots?.unit).toBe('per cm²');
    for (const parameter of Object.values(parameters)) {
      expect(Number.isFinite(parameter.value)).toBe(true);
      expect(parameter.unit).not.toBe('');
      expect(parameter.label).not.toBe('');
    }
    expect(parameters.skin_tone_ita?.label).toBe('Skin tone (ITA°): light');
  });
});

describe('each synthetic change moves its own parameter', () => {
  it('a red flush on the cheeks raises their a* and their erythema index, not the forehead\'s', async () => {
    const flushed = measure(await renderWith(skinPatch(), rectsOver(['left_cheek', 'right_cheek'], 'rgb(230,40,60)', 0.22)));
    expect(flushed.redness.left_cheek - base.redness.left_cheek).toBeGreaterThan(4);
    expect(flushed.redness.right_cheek - base.redness.right_cheek).toBeGreaterThan(4);
    expect(Math.abs(flushed.redness.forehead - base.redness.forehead)).toBeLessThan(0.5);
    expect(flushed.erythema.left_cheek - base.erythema.left_cheek).toBeGreaterThan(4);
    expect(flushed.erythema.right_cheek - base.erythema.right_cheek).toBeGreaterThan(4);
    expect(Math.abs(flushed.erythema.forehead - base.erythema.forehead)).toBeLessThan(0.5);
    expect(Math.abs(flushed.erythema.chin - base.erythema.chin)).toBeLessThan(0.5);
    // Evenness is pigment: the flush is redness, whose haemoglobin part is taken out before regions are compared.
    expect(flushed.toneUnevenness).toBeLessThan(base.toneUnevenness + 1.5);
    // Under-eye darkness is not kept still: it is measured against the (now darker) cheeks.
    expectNearlyStill(flushed, ['darkSpots', 'blemishes', 'shine', 'texture']);
  });

  it('brown spots raise the dark-spot density and nothing else', async () => {
    const spotted = measure(await renderWith(skinPatch(), circlesIn(['forehead', 'left_cheek', 'right_cheek'], 6, 3, 'rgb(165,112,88)')));
    expect(spotted.darkSpotCount).toBe(18);
    expect(spotted.darkSpotsPerCm2).toBeGreaterThan(0.1);
    // Each region counts its own.
    expect([spotted.regions.forehead.darkSpotCount, spotted.regions.left_cheek.darkSpotCount, spotted.regions.right_cheek.darkSpotCount, spotted.regions.nose.darkSpotCount]).toEqual([6, 6, 6, 0]);
    expectNearlyStill(spotted, ['redness', 'blemishes', 'shine', 'texture', 'tone', 'underEye', 'ita']);
  });

  it('a thin dark line, like a smile fold, is not counted as a dark spot', async () => {
    const folded = measure(await renderWith(skinPatch(), '<line x1="200" y1="125" x2="260" y2="205" stroke="rgb(150,100,80)" stroke-width="1.5"/>'));
    expect(folded.darkSpotCount).toBe(0);
    expectNearlyStill(folded, ['redness', 'blemishes', 'shine', 'underEye', 'ita']);
  });

  it('small red spots count as blemish candidates, not as dark spots', async () => {
    const blemished = measure(await renderWith(skinPatch(), circlesIn(['left_cheek', 'chin'], 5, 3, 'rgb(214,105,100)')));
    expect(blemished.blemishCount).toBe(10);
    expectNearlyStill(blemished, ['darkSpots', 'shine', 'texture', 'underEye', 'ita']);
  });

  it('white highlights on the forehead and nose raise T-zone shine', async () => {
    const shiny = measure(await renderWith(skinPatch(), circlesIn(['forehead', 'nose'], 6, 5, 'rgb(252,248,244)')));
    expect(shiny.shineFraction).toBeGreaterThan(base.shineFraction + 0.03);
    expect(shiny.shine.forehead).toBeGreaterThan(0.03);
    expect(shiny.shine.nose).toBeGreaterThan(0.03);
    expect(shiny.shine.chin).toBeLessThan(0.002);
    expectNearlyStill(shiny, ['redness', 'darkSpots', 'blemishes', 'underEye']);
  });

  it('blur lowers the fine texture but not the colour', async () => {
    const blurred = measure(await renderWith(skinPatch(), '', 2));
    expect(blurred.texture).toBeLessThan(0.6 * base.texture);
    expectNearlyStill(blurred, ['redness', 'darkSpots', 'blemishes', 'shine', 'tone', 'underEye', 'ita']);
  });

  it('darker under-eye skin raises the under-eye darkness', async () => {
    const tired = measure(await renderWith(skinPatch(), rectsOver(['left_under_eye', 'right_under_eye'], 'rgb(90,60,70)', 0.3)));
    expect(tired.underEyeDarkness - base.underEyeDarkness).toBeGreaterThan(8);
    expect(tired.underEyeDarknessBySide.left - base.underEyeDarknessBySide.left).toBeGreaterThan(8);
    expect(tired.underEyeDarknessBySide.right - base.underEyeDarknessBySide.right).toBeGreaterThan(8);
    expectNearlyStill(tired, ['redness', 'darkSpots', 'blemishes', 'shine', 'texture', 'tone', 'ita']);
  });

  it('sensor grain roughens the texture but makes no spots', async () => {
    const rough = measure(await renderWith(skinPatch(undefined, 7, 8), ''));
    expect(rough.texture).toBeGreaterThan(1.5 * base.texture);
    expectNearlyStill(rough, ['darkSpots', 'blemishes', 'redness', 'tone', 'underEye', 'ita']);
  });

  it('leaves spots, blemishes and texture unmeasured on a face too small for millimetre detail, and keeps the colours', async () => {
    const spotted = await renderWith(skinPatch(), circlesIn(['forehead', 'left_cheek', 'right_cheek'], 6, 3, 'rgb(165,112,88)'));
    // The same pixels read as a face with about 44 px between the pupils: 1 mm is under one pixel.
    const small = measureSkin(spotted, patchRegions(), 7);
    expect(small.detailResolved).toBe(false);
    expect([small.darkSpotCount, small.darkSpotsPerCm2, small.blemishCount, small.blemishesPerCm2, small.texture]).toEqual([NaN, NaN, NaN, NaN, NaN]);
    expect(toParameters(small)).not.toHaveProperty('dark_spots');
    expect(toParameters(small)).not.toHaveProperty('blemishes');
    expect(toParameters(small)).not.toHaveProperty('texture');
    expect(Math.abs(small.redness.left_cheek - base.redness.left_cheek)).toBeLessThan(1);
    expect(toParameters(small)).toHaveProperty('erythema_left_cheek');
    // From 126 px between the pupils (2 px per mm) they are measured.
    expect(measureSkin(spotted, patchRegions(), 19.9).detailResolved).toBe(false);
    expect(measureSkin(spotted, patchRegions(), 20).detailResolved).toBe(true);
    expect(base.detailResolved).toBe(true);
  });

  it('a deeper skin colour lowers the ITA category', async () => {
    const deep = measure(await renderWith(skinPatch([120, 80, 60]), ''));
    expect(deep.ita).toBeLessThan(base.ita - 20);
    expect(['brown', 'dark']).toContain(deep.itaCategory);
  });
});
