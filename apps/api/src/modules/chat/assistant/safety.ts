// Messages that sound medical get a dermatologist first: the assistant gives cosmetic advice only.
import type { PackageType } from '@nyansa/contract';
import { MessageWords, type PhraseTable } from './phrases';

export type MedicalReason =
  | 'emergency'
  | 'mole'
  | 'infection'
  | 'bleeding'
  | 'spreading'
  | 'pain'
  | 'burn'
  | 'pregnancy-retinoid'
  | 'pregnancy'
  | 'condition'
  | 'reaction'
  | 'medication';

const SIGNS: PhraseTable<MedicalReason> = [
  ['emergency', ['cant breathe', 'cannot breathe', 'difficulty breathing', 'hard to breathe', 'trouble breathing', 'throat is swelling', 'throat swelling', 'tongue is swelling', 'anaphylaxis', 'anaphylactic']],
  ['mole', ['mole', 'moles', 'birthmark', 'melanoma', 'skin cancer', 'new growth', 'lump', 'lumps', 'lesion', 'lesions']],
  ['infection', ['infection', 'infected', 'infections', 'pus', 'oozing', 'oozes', 'abscess', 'boil', 'boils', 'fever', 'cellulitis', 'impetigo', 'fungal', 'ringworm', 'cold sore', 'cold sores', 'warts', 'wart', 'hot to the touch']],
  ['bleeding', ['bleeding', 'bleeds', 'bleed', 'bled', 'blood']],
  ['spreading', ['spreading', 'spreads', 'spread', 'getting bigger', 'growing', 'keeps growing']],
  ['pain', ['pain', 'painful', 'hurts', 'hurting', 'throbbing', 'cystic', 'cysts', 'cyst', 'nodules', 'nodule', 'deep pimples', 'under the skin pimples', 'scarring', 'wont heal', 'not healing', 'doesnt heal', 'open sore', 'open wound', 'wound']],
  ['burn', ['burn', 'burned', 'burnt', 'blister', 'blisters', 'blistering', 'chemical burn', 'severe sunburn']],
  ['condition', ['eczema', 'psoriasis', 'rosacea', 'dermatitis', 'hives', 'rash', 'rashes', 'vitiligo', 'lupus', 'itchy patches', 'scaly patches', 'keeps itching', 'itching all the time', 'hair loss', 'swollen', 'swelling']],
  ['reaction', ['allergic reaction', 'reaction to', 'reacted to', 'broke out in', 'burning sensation', 'burns', 'burning', 'it burns', 'stinging badly']],
  ['medication', ['accutane', 'isotretinoin', 'antibiotics', 'antibiotic', 'steroid', 'steroids', 'hydrocortisone', 'prescription', 'prescribed', 'hydroquinone', 'medication', 'medicine', 'doxycycline', 'spironolactone']],
];
const PREGNANCY: PhraseTable<true> = [[true, ['pregnant', 'pregnancy', 'breastfeeding', 'breast feeding', 'nursing', 'expecting a baby', 'trying to conceive', 'trying for a baby']]];
const RETINOIDS: PhraseTable<true> = [[true, ['retinol', 'retinoid', 'retinoids', 'retinal', 'retinaldehyde', 'tretinoin', 'adapalene', 'isotretinoin', 'accutane', 'vitamin a', 'differin']]];

/** The most serious medical sign of a message, if any. */
export function medicalReason(message: string): MedicalReason | undefined {
  const text = new MessageWords(message);
  const pregnant = text.has(PREGNANCY);
  if (pregnant && text.has(RETINOIDS)) return 'pregnancy-retinoid';
  const found = new Set(text.take(SIGNS).map((match) => match.value));
  const order: MedicalReason[] = ['emergency', 'mole', 'infection', 'bleeding', 'spreading', 'burn', 'pain', 'reaction', 'condition', 'medication'];
  const first = order.find((reason) => found.has(reason));
  return first ?? (pregnant ? 'pregnancy' : undefined);
}

const ADVICE: Record<MedicalReason, string> = {
  emergency: 'If your lips, tongue or throat are swelling or breathing is hard, call emergency services or go to the nearest emergency department now.',
  mole: 'A mole or spot that is new, changing in size, shape or colour, itching or bleeding needs a dermatologist to look at it soon. Please do not treat it with skincare in the meantime.',
  infection: 'Signs of infection (pus, warmth, swelling, fever) need a doctor or dermatologist soon, and urgently if it spreads quickly or you feel unwell. Keep the area clean and stop new products on it until then.',
  bleeding: 'Skin that bleeds without a clear cause, or keeps bleeding, needs a dermatologist or doctor to look at it. Keep it clean and covered, and stop products on that area for now.',
  spreading: 'Something that spreads or keeps growing should be seen by a dermatologist or doctor before you treat it. Stop new products on the area in the meantime.',
  pain: 'Painful, deep or cystic breakouts, and anything that will not heal, need a dermatologist: prescription treatments work far better and help prevent scarring. Until then, cleanse gently and do not squeeze.',
  burn: 'For a burn or blisters, cool the skin under lukewarm running water, do not pop blisters, and see a doctor if it is large, very painful or on the face.',
  'pregnancy-retinoid':
    'Retinoids (retinol, retinal, tretinoin, adapalene, isotretinoin) are not recommended during pregnancy or breastfeeding. Stop using them and check your routine with your doctor or a dermatologist; they can confirm gentler options such as azelaic acid or niacinamide.',
  pregnancy: 'During pregnancy and breastfeeding, check any active ingredient with your doctor or a dermatologist before you use it; avoid retinoids altogether.',
  condition: 'Eczema, psoriasis, rosacea, rashes and hives need a dermatologist to diagnose them, as they often need treatment beyond skincare. Meanwhile, use only a gentle fragrance-free cleanser and moisturiser, and avoid scrubs, acids and hot water.',
  reaction: 'Stop the product that caused it, rinse with cool water and use nothing new on that skin. See a dermatologist or doctor if it does not settle within a day or two, and urgently if your face, lips or throat swell.',
  medication: 'With a prescription treatment, your dermatologist or doctor should check any skincare you add, as some products clash with it or make skin more fragile.',
};

export const SEE_DERMATOLOGIST = 'This sounds like something to show a dermatologist first.';
export const IN_PERSON = 'For anything painful, bleeding, spreading or changing, see a dermatologist or doctor in person.';

export interface SafetyContext {
  plan?: PackageType | null;
  /** The date of the shopper's latest skin analysis, if any. */
  analysisDate?: string | null;
}

/** How an AI + Dermatologist subscriber asks one of the shop's dermatologists. */
export function askDermatologistLine({ plan, analysisDate }: SafetyContext): string {
  if (plan !== 'ai_analysis') return '';
  return analysisDate
    ? `With your AI + Dermatologist plan you can ask one of our dermatologists: open your skin analysis of ${analysisDate} in Skin Analysis and choose 'Ask a dermatologist'.`
    : "With your AI + Dermatologist plan you can ask one of our dermatologists: run a skin analysis in Skin Analysis, then choose 'Ask a dermatologist' on its result.";
}

/** The answer to a message that sounds medical: a dermatologist first, what to do meanwhile, and how to ask one here. */
export function medicalAnswer(reason: MedicalReason, context: SafetyContext): string {
  const lead = reason === 'emergency' ? '' : SEE_DERMATOLOGIST;
  return [lead, ADVICE[reason], askDermatologistLine(context)].filter(Boolean).join(' ');
}
