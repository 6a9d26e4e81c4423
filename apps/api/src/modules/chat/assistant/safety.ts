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
  | 'wound'
  | 'condition'
  | 'reaction'
  | 'medication';

const SIGNS: PhraseTable<MedicalReason> = [
  ['emergency', ['cant breathe', 'cannot breathe', 'difficulty breathing', 'hard to breathe', 'trouble breathing', 'throat is swelling', 'throat swelling', 'tongue is swelling', 'anaphylaxis', 'anaphylactic']],
  ['mole', ['mole', 'moles', 'birthmark', 'melanoma', 'skin cancer', 'new growth', 'lump', 'lumps', 'lesion', 'lesions']],
  ['infection', ['infection', 'infected', 'infections', 'pus', 'oozing', 'oozes', 'abscess', 'boil', 'boils', 'fever', 'cellulitis', 'impetigo', 'fungal', 'ringworm', 'cold sore', 'cold sores', 'warts', 'wart', 'hot to the touch']],
  ['bleeding', ['bleeding', 'bleeds', 'bleed', 'bled', 'blood']],
  ['spreading', ['spreading', 'spreads', 'spread', 'getting bigger', 'growing', 'keeps growing']],
  ['pain', ['pain', 'painful', 'hurts', 'hurting', 'throbbing', 'cystic', 'cysts', 'cyst', 'nodules', 'nodule', 'deep pimples', 'under the skin pimples', 'scarring', 'wont heal', 'not healing', 'doesnt heal']],
  ['wound', ['open sore', 'open wound', 'wound', 'wounds', 'a cut', 'open cut', 'deep cut', 'cut my', 'cut on', 'graze', 'grazed', 'scraped', 'scrape', 'broke the skin', 'broken skin', 'bit me', 'bit my', 'bitten', 'bite', 'stitches', 'raw and bleeding']],
  ['burn', ['burn', 'burned', 'burnt', 'blister', 'blisters', 'blistering', 'chemical burn', 'severe sunburn']],
  ['condition', ['eczema', 'psoriasis', 'rosacea', 'dermatitis', 'hives', 'rash', 'rashes', 'vitiligo', 'lupus', 'itchy patches', 'scaly patches', 'keeps itching', 'itching all the time', 'hair loss', 'swollen', 'swelling']],
  ['reaction', ['allergic reaction', 'reaction to', 'reacted to', 'broke out in', 'burning sensation', 'burns', 'burning', 'it burns', 'stinging badly']],
  ['medication', ['accutane', 'isotretinoin', 'antibiotics', 'antibiotic', 'steroid', 'steroids', 'hydrocortisone', 'prescription', 'prescribed', 'hydroquinone', 'medication', 'medicine', 'doxycycline', 'spironolactone']],
];
const PREGNANCY: PhraseTable<true> = [[true, ['pregnant', 'pregnancy', 'breastfeeding', 'breast feeding', 'nursing', 'expecting a baby', 'trying to conceive', 'trying for a baby', 'expecting a child']]];
const CHILD: PhraseTable<true> = [[true, ['baby', 'babies', 'newborn', 'infant', 'toddler', 'toddlers', 'my kid', 'my kids', 'my child', 'my children', 'for kids', 'for children', 'for a child']]];
const ALLERGY: PhraseTable<true> = [[true, ['allergic', 'allergy', 'allergies', 'intolerant', 'intolerance']]];
/** The words of the safety situations, for the spelling corrector. */
export const SAFETY_TABLES: readonly PhraseTable<true>[] = [PREGNANCY, CHILD, ALLERGY];
/** A child's age: 'my 7 year old', 'a 10-year-old'. */
/** Whether something may be used ('can I use...', 'is vitamin C ok?'): in pregnancy, a question for a doctor. */
const MAY_I = /\b(can i (still |keep |continue to )?(use|keep using|apply)|(ok|okay|safe|fine|alright) to (use|keep|apply|continue)|is [a-z0-9 ]{1,30}? (safe|ok|okay|fine|allowed)\b|are [a-z0-9 ]{1,30}? (safe|ok|okay|fine|allowed)\b)/i;
const CHILD_AGE = /\b([1-9]|1[0-2])[- ]?(?:years?|yrs?|yo)\b(?:[- ]old)?/i;
const RETINOIDS: PhraseTable<true> = [[true, ['retinol', 'retinoid', 'retinoids', 'retinal', 'retinaldehyde', 'tretinoin', 'adapalene', 'isotretinoin', 'accutane', 'vitamin a', 'differin']]];

/**
 * What a message says that makes some products or answers unsafe: the most serious medical sign
 * (a dermatologist or doctor first, no product), and the situations that change which products
 * may be suggested and add a pointer to a doctor or pharmacist.
 */
export interface SafetyFlags {
  medical?: MedicalReason;
  /** Pregnant or breastfeeding: no retinoids, and a doctor checks any active ingredient. */
  pregnancy?: true;
  /** For a baby or a child: fragrance-free only, and a doctor or pharmacist for anything beyond dryness. */
  child?: true;
  /** An allergy or intolerance is named: what it names is excluded (by the parse of exclusions). */
  allergy?: true;
  /** A prescription treatment or medicine is mentioned. */
  medicine?: true;
}

/** The safety situation of a message; `correct` puts misspelt words right ('alergic', 'pregnent'). */
export function parseSafety(message: string, correct?: (word: string) => string): SafetyFlags {
  // Medical signs are read as written: a correction could turn one into another word ('bleeding').
  const text = new MessageWords(message);
  const corrected = new MessageWords(message, correct);
  const pregnant = corrected.has(PREGNANCY);
  const flags: SafetyFlags = {};
  // 'Expecting a baby' is a pregnancy, not a baby.
  const child = !pregnant && (corrected.has(CHILD) || CHILD_AGE.test(message));
  const found = new Set(text.take(SIGNS).map((match) => match.value));
  const order: MedicalReason[] = ['emergency', 'mole', 'infection', 'bleeding', 'spreading', 'burn', 'wound', 'pain', 'reaction', 'condition', 'medication'];
  const medical = pregnant && text.has(RETINOIDS) ? 'pregnancy-retinoid' : (order.find((reason) => found.has(reason)) ?? (pregnant && MAY_I.test(message) ? 'pregnancy' : undefined));
  if (medical) flags.medical = medical;
  if (pregnant) flags.pregnancy = true;
  if (child) flags.child = true;
  if (corrected.has(ALLERGY)) flags.allergy = true;
  if (found.has('medication')) flags.medicine = true;
  return flags;
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
  wound: 'Broken skin (a cut, a graze, a bite) is no place for skincare: rinse it with clean water, cover it, and see a doctor or pharmacist, urgently for a bite, a deep cut or signs of infection.',
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
  const lead = reason === 'emergency' || reason === 'wound' ? '' : SEE_DERMATOLOGIST;
  return [lead, ADVICE[reason], askDermatologistLine(context)].filter(Boolean).join(' ');
}

/** What a safety flag adds to an answer that suggests products: who to check with, and what was left out. */
export function safetyNotes(flags: SafetyFlags): string[] {
  const notes: string[] = [];
  if (flags.pregnancy) notes.push('During pregnancy and breastfeeding, check any active ingredient with your doctor or midwife before you use it; I have left out anything with retinoids.');
  if (flags.child) notes.push("For a baby or a child I have kept to fragrance-free products; patch-test first, and ask a pharmacist or your child's doctor about anything beyond everyday dryness.");
  if (flags.allergy) notes.push('Check the full ingredient list on each product page before you use it, and ask a pharmacist or your doctor if you are unsure what your allergy covers.');
  return notes;
}
