/*
 * Deterministic skin-analysis story data: a face drawn as SVG (600 x 800) with the measured regions
 * outlined on it, concern scores in each state, and a history of analyses for trends and comparison.
 */
import type { CaptureCheck } from '../components/CaptureGuide';
import type { ConcernScoreItem, SkinToneItem } from '../components/ConcernScores';
import type { FaceMapRegion } from '../components/FaceMap';

export const faceImageSize = { width: 600, height: 800 } as const;

function faceDrawing(skin: string): string {
  return `<path d="M110 260q-10-190 190-200q200 10 190 200" fill="#3b2a31"/><ellipse cx="300" cy="400" rx="190" ry="260" fill="${skin}"/><ellipse cx="225" cy="360" rx="32" ry="14" fill="#fff"/><ellipse cx="375" cy="360" rx="32" ry="14" fill="#fff"/><circle cx="225" cy="360" r="11" fill="#3b2a31"/><circle cx="375" cy="360" r="11" fill="#3b2a31"/><path d="M185 325q40-22 80 0M335 325q40-22 80 0" stroke="#3b2a31" stroke-width="9" fill="none"/><path d="M300 380v90q-20 10-30 0" stroke="#00000033" stroke-width="6" fill="none"/><path d="M245 550q55 35 110 0" stroke="#a3434f" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

function faceSvg(skin: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><rect width="600" height="800" fill="${background}"/>${faceDrawing(skin)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const faceImage = faceSvg('#c98e6b', '#efe4dc');
export const laterFaceImage = faceSvg('#c4896a', '#e4ece9');
/** A photo with no face in it. */
export const noFaceImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><rect width="600" height="800" fill="#dfe7ef"/><rect x="150" y="300" width="300" height="300" rx="40" fill="#9fb3c8"/></svg>')}`;

type Points = FaceMapRegion['polygon'];
const box = (x: number, y: number, w: number, h: number): Points => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

export const faceRegions: FaceMapRegion[] = [
  { id: 'forehead', label: 'Forehead', polygon: [[190, 220], [410, 220], [420, 300], [180, 300]], score: 84, measures: [{ label: 'Redness', value: 11.2, unit: 'a*', score: 93 }, { label: 'Dark spots', value: 0.05, unit: 'per cm²', score: 87 }, { label: 'Shine', value: 1.2, unit: '%', score: 89 }] },
  { id: 'left_cheek', label: 'Left cheek', polygon: [[350, 420], [450, 400], [455, 500], [370, 520]], score: 58, measures: [{ label: 'Redness', value: 18.4, unit: 'a*', score: 58 }, { label: 'Erythema index', value: 21.3, unit: 'EI' }] },
  { id: 'right_cheek', label: 'Right cheek', polygon: [[150, 400], [250, 420], [230, 520], [145, 500]], score: 66, measures: [{ label: 'Redness', value: 16.1, unit: 'a*', score: 66 }] },
  { id: 'nose', label: 'Nose', polygon: [[280, 390], [320, 390], [335, 470], [265, 470]], score: 31, measures: [{ label: 'Redness', value: 24.9, unit: 'a*', score: 31 }, { label: 'Shine', value: 6.2, unit: '%', score: 44 }] },
  { id: 'chin', label: 'Chin', polygon: box(250, 590, 100, 50), score: 90, measures: [{ label: 'Redness', value: 9.4, unit: 'a*', score: 100 }] },
  { id: 'left_under_eye', label: 'Left under-eye', polygon: box(345, 380, 60, 22), score: null, measures: [] },
  { id: 'right_under_eye', label: 'Right under-eye', polygon: box(195, 380, 60, 22), score: 72, measures: [{ label: 'Darker than the cheek', value: 9.1, unit: 'ΔL*', score: 72 }] },
];

/** The same face three times smaller in a larger photo (taken from further away), with its regions where they fall there. */
export const farFaceImageSize = { width: 1800, height: 2400 } as const;
export const farFaceImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1800 2400"><rect width="1800" height="2400" fill="#dfe7ef"/><rect y="1500" width="1800" height="900" fill="#9fb3c8"/><g transform="translate(600 800)">${faceDrawing('#c98e6b')}</g></svg>`,
)}`;
export const farFaceRegions: FaceMapRegion[] = faceRegions.map((region) => ({ ...region, polygon: region.polygon.map(([x, y]) => [x + 600, y + 800] as const) }));

const method = (text: string): string => `${text} Score: 100 up to the clear value, 60 where a finding starts, 35 where it is strong, 0 beyond.`;

export const fullConcerns: ConcernScoreItem[] = [
  { id: 'evenness', label: 'Evenness', score: 82, verdict: 'Even skin tone.', explanation: 'How alike the colour of your forehead, cheeks and chin looks; higher means a more even tone.', method: method('We compare the typical CIELAB colour of forehead, cheeks and chin (CIEDE2000).'), measured: { value: 2.1, unit: 'ΔE00' } },
  { id: 'redness', label: 'Redness', score: 58, verdict: 'Some visible redness on the cheeks or nose.', explanation: 'How much redness shows on your cheeks and nose; higher means calmer-looking skin.', method: method('The median a* (green-to-red axis, CIELAB D65) of each cheek and the nose; the reddest counts.'), measured: { value: 18.4, unit: 'a*' } },
  { id: 'shine', label: 'Shine', score: 74, verdict: 'A little shine in the T-zone.', explanation: 'How much light your forehead and nose reflect, a sign of oily skin; higher means less shine.', method: method('The share of T-zone skin that is a specular highlight.'), measured: { value: 1.9, unit: '%' } },
  { id: 'dark_circles', label: 'Dark circles', score: 72, verdict: 'Slightly darker under-eyes.', explanation: 'How much darker the skin under your eyes looks than your cheeks; higher means brighter under-eyes.', method: method('Cheek lightness (L*) minus under-eye lightness.'), measured: { value: 9.1, unit: 'ΔL*' } },
  { id: 'spots', label: 'Dark spots', score: 87, verdict: 'Few or no dark spots.', explanation: 'Dark spots of 1 to 10 mm on your forehead, cheeks, nose and chin; higher means fewer.', method: method('Round darker patches of 1 to 10 mm, per cm² of skin.'), measured: { value: 0.05, unit: 'per cm²' } },
  { id: 'blemishes', label: 'Blemishes', score: 31, verdict: 'Many small red spots, like breakouts.', explanation: 'Small red spots, like breakouts, on your forehead, cheeks, nose and chin; higher means fewer.', method: method('Round redder patches of 1 to 10 mm, per cm² of skin.'), measured: { value: 0.4, unit: 'per cm²' } },
  { id: 'texture', label: 'Texture', score: 65, verdict: 'Mostly smooth skin.', explanation: 'How smooth your skin looks at the scale of a millimetre; higher means smoother.', method: method('The robust spread of lightness detail between 0.3 and 2 mm.'), measured: { value: 2.7, unit: 'L* (SD)' } },
];

/** Spots, blemishes and texture not measured: the face was too small in the photo. */
export const partialConcerns: ConcernScoreItem[] = fullConcerns.map((concern) =>
  ['spots', 'blemishes', 'texture'].includes(concern.id)
    ? { ...concern, score: null, verdict: null, measured: null, reason: `The face is too small in the photo for ${concern.label.toLowerCase()}: move closer, so your face fills most of the picture.` }
    : concern,
);

export const skinTone: SkinToneItem = {
  category: 'intermediate',
  label: 'Skin tone',
  explanation: 'Your skin tone group, from how light and how warm your forehead and cheeks look. It is not a score: no tone is better than another.',
  method: 'The individual typology angle, ITA° = arctan((L* − 50) / b*), grouped as by Del Bino et al. 2006.',
  ita: 33.4,
};

/** Twelve analyses a fortnight apart, oldest first, each concern's score (null: not measured that time). */
export const scoreHistory = Array.from({ length: 12 }, (_, index): { date: Date; scores: Record<string, number | null> } => ({
  date: new Date(2026, 0, 5 + 14 * index, 14, 30),
  scores: {
    evenness: 70 + ((index * 7) % 13),
    redness: 45 + index * 2,
    shine: 80 - ((index * 5) % 11),
    dark_circles: 72,
    spots: index % 4 === 1 ? null : 60 + index,
    blemishes: 30 + ((index * 11) % 25),
    texture: 65 - index,
  },
}));

/** The camera's live checks with two failing, in the words of @nyansa/skin-analysis/capture. */
export const someChecksFailing: CaptureCheck[] = [
  { id: 'face-found', label: 'Face found', passed: true },
  { id: 'face-size', label: 'Face large enough', passed: false, message: 'Your face is too small in the picture: move closer.' },
  { id: 'face-centred', label: 'Face centred', passed: true },
  { id: 'head-straight', label: 'Head straight', passed: true },
  { id: 'light', label: 'Light bright and even', passed: false, message: 'The light is uneven: turn so both sides of your face get the same light.' },
  { id: 'sharp', label: 'Not blurred', passed: true },
];
