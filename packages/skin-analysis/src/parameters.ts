import { DETAIL_REGIONS, TEXTURE_REGIONS } from './detail';
import { SHINE_REGIONS, type SkinMeasurements, type SkinParameter } from './measure';
import { REGION_NAMES, type RegionName } from './regions';
import { roundTo } from './round';

/** Region names in words, from the person's own point of view. */
export const REGION_LABELS: Record<RegionName | 't_zone', string> = {
  forehead: 'forehead',
  left_cheek: 'left cheek',
  right_cheek: 'right cheek',
  nose: 'nose',
  chin: 'chin',
  left_under_eye: 'left under-eye',
  right_under_eye: 'right under-eye',
  t_zone: 'T-zone',
};

/** A parameter as measured, before it is rounded for people to read. */
export interface MeasuredParameter extends SkinParameter {
  decimals: number;
}

/** The full parameter list by name, unrounded; anything that was not measured (NaN) is left out. */
export function measuredParameters(m: SkinMeasurements): Record<string, MeasuredParameter> {
  const parameters: Record<string, MeasuredParameter> = {};
  const add = (name: string, value: number, decimals: number, unit: string, label: string): void => {
    if (Number.isFinite(value)) parameters[name] = { value, unit, label, decimals };
  };
  add('skin_tone_ita', m.ita, 1, '°', `Skin tone (ITA°): ${m.itaCategory}`);
  for (const name of REGION_NAMES) add(`redness_${name}`, m.redness[name], 1, 'a*', `Redness, ${REGION_LABELS[name]} (CIELAB a*)`);
  for (const name of REGION_NAMES) add(`erythema_${name}`, m.erythema[name], 1, 'EI', `Erythema index, ${REGION_LABELS[name]} (100 x log10 red/green reflectance)`);
  add('uneven_tone', m.toneUnevenness, 2, 'ΔE00', 'Uneven tone: colour difference between regions (CIEDE2000, kL = 2)');
  add('dark_spots', m.darkSpotsPerCm2, 2, 'per cm²', `Dark spots (hyperpigmentation): ${m.darkSpotCount} found (round patches of 1 to 10 mm, darker than the skin around)`);
  add('blemishes', m.blemishesPerCm2, 2, 'per cm²', `Blemish candidates: ${m.blemishCount} found (round red spots of 1 to 10 mm, redder than the skin around)`);
  for (const name of DETAIL_REGIONS) {
    const region = m.regions[name];
    add(`dark_spots_${name}`, region.darkSpotsPerCm2, 2, 'per cm²', `Dark spots, ${REGION_LABELS[name]}: ${region.darkSpotCount} found`);
    add(`blemishes_${name}`, region.blemishesPerCm2, 2, 'per cm²', `Blemish candidates, ${REGION_LABELS[name]}: ${region.blemishCount} found`);
  }
  add('t_zone_shine', m.shineFraction * 100, 2, '%', 'T-zone shine (specular highlight share of forehead, between the brows and nose), an oiliness sign');
  for (const name of SHINE_REGIONS) add(`shine_${name}`, m.shine[name] * 100, 2, '%', `Shine, ${REGION_LABELS[name]} (specular highlight share)`);
  add('texture', m.texture, 2, 'L* (SD)', 'Fine texture: roughness at about 0.3 to 2 mm (robust spread of lightness detail)');
  for (const name of TEXTURE_REGIONS) add(`texture_${name}`, m.regions[name].texture, 2, 'L* (SD)', `Fine texture, ${REGION_LABELS[name]}`);
  add('under_eye_darkness', m.underEyeDarkness, 1, 'ΔL*', 'Under-eye darkness (lightness of cheeks minus under-eyes)');
  add('under_eye_darkness_left', m.underEyeDarknessBySide.left, 1, 'ΔL*', 'Under-eye darkness, left (left cheek minus left under-eye)');
  add('under_eye_darkness_right', m.underEyeDarknessBySide.right, 1, 'ΔL*', 'Under-eye darkness, right (right cheek minus right under-eye)');
  add('skin_area', m.skinAreaCm2, 1, 'cm²', 'Skin area measured');
  return parameters;
}

export const rounded = ({ value, unit, label, decimals }: MeasuredParameter): SkinParameter => ({ value: roundTo(value, decimals), unit, label });

/** The parameter list as reported: rounded, by name. */
export function toParameters(m: SkinMeasurements): Record<string, SkinParameter> {
  return Object.fromEntries(Object.entries(measuredParameters(m)).map(([name, parameter]) => [name, rounded(parameter)]));
}
