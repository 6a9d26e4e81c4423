import { conversation, type EvalCase } from '../types';
import { FACE_ROUTINE } from './routines';

const LIP_MOISTURE = ['lip_balm', 'lip_mask', 'lip_oil'] as const;
const BODY_MOISTURE = ['body_lotion', 'body_butter', 'body_oil'] as const;

// Conversations: a follow-up keeps what was asked before, and 'cheaper' means cheaper than what was just suggested.
export const followUpCases: EvalCase[] = [
  conversation('dry-then-lips-then-cheaper', 'follow-ups', [
    { say: 'moisturizer for dry skin', expect: { types: ['moisturiser'], skinTypes: ['dry'], products: 'some' } },
    { say: 'what about for my lips?', expect: { types: [...LIP_MOISTURE], area: 'lips', products: 'some' } },
    { say: 'and something cheaper?', expect: { types: [...LIP_MOISTURE], area: 'lips', cheaperThanBefore: true, products: 'noMatch' } },
  ]),
  conversation('routine-then-lips', 'follow-ups', [
    { say: 'I have dry sensitive skin, what routine?', expect: { types: FACE_ROUTINE, skinTypes: ['dry', 'sensitive'] } },
    { say: 'what about for my lips?', expect: { area: 'lips', skinTypes: ['sensitive'], steps: [['lip_balm']] } },
  ]),
  conversation('balm-then-body', 'follow-ups', [
    { say: 'can you recommend a lip balm?', expect: { types: ['lip_balm'] } },
    { say: 'what about for my body?', expect: { types: [...BODY_MOISTURE], area: 'body', products: 'some' } },
  ]),
  conversation('fragrance-free-then-body', 'follow-ups', [
    { say: 'fragrance-free moisturiser', expect: { types: ['moisturiser'], freeOf: ['fragrance'] } },
    { say: 'and for the body?', expect: { types: [...BODY_MOISTURE], freeOf: ['fragrance'], products: 'some' } },
  ]),
  conversation('acne-moisturiser-then-cleanser', 'follow-ups', [
    { say: 'acne-prone moisturiser under $10', expect: { types: ['moisturiser'], skinTypes: ['acne_prone'], price: { below: 10 } } },
    { say: 'and a cleanser?', expect: { types: ['cleanser'], skinTypes: ['acne_prone'], price: { below: 10 }, includes: ['Gentle Foaming Cleanser'] } },
  ]),
  conversation('oily-then-budget', 'follow-ups', [
    { say: 'something for oily skin', expect: { skinTypes: ['oily'], area: 'face', products: 'some' } },
    { say: 'under $5?', expect: { skinTypes: ['oily'], area: 'face', price: { below: 5 }, products: 'some' } },
  ]),
  conversation('serum-then-fragrance-free', 'follow-ups', [
    { say: 'a serum for dark spots', expect: { types: ['serum'], concerns: ['dark_spots'] } },
    { say: 'fragrance-free please', expect: { types: ['serum'], concerns: ['dark_spots'], freeOf: ['fragrance'], products: 'some' } },
  ]),
  conversation('serum-then-something-else', 'follow-ups', [
    { say: 'serum for dull skin', expect: { types: ['serum'], concerns: ['dullness'] } },
    { say: 'something else?', expect: { types: ['serum'], concerns: ['dullness'], excludeProducts: ['Vitamin C Serum', 'Hyaluronic Acid Serum'], products: 'noMatch' } },
  ]),
  conversation('advice-then-products', 'follow-ups', [
    { say: 'what should I do about my oily skin?', expect: { skinTypes: ['oily'] } },
    { say: 'any products for that under $5?', expect: { skinTypes: ['oily'], area: 'face', price: { below: 5 }, products: 'some' } },
  ]),
  conversation('balm-then-vegan', 'follow-ups', [
    { say: 'lip balm', expect: { types: ['lip_balm'] } },
    { say: 'vegan?', expect: { types: ['lip_balm'], freeOf: ['animal_derived'], products: 'some' } },
  ]),
  conversation('oil-then-cheaper-moisturiser', 'follow-ups', [
    { say: 'I want a body oil', expect: { types: ['body_oil'], includes: ['Moringa Body Oil'] } },
    { say: 'any cheaper moisturiser for the body?', expect: { types: [...BODY_MOISTURE], cheaperThanBefore: true, includes: ['Cocoa Body Lotion'] } },
  ]),
  conversation('sunscreen-then-cheaper', 'follow-ups', [
    { say: 'sunscreen please', expect: { spf: 15, products: 'some' } },
    { say: 'cheaper?', expect: { spf: 15, area: 'face', cheaperThanBefore: true, products: 'noMatch' } },
  ]),
  conversation('morning-then-evening', 'follow-ups', [
    { say: 'morning routine for oily skin', expect: { types: FACE_ROUTINE, skinTypes: ['oily'] } },
    { say: 'and the evening one?', expect: { types: FACE_ROUTINE, skinTypes: ['oily'], excludeTypes: ['sunscreen'], steps: [['cleanser']] } },
  ]),
  conversation('greeting-then-hands', 'follow-ups', [
    { say: 'hi there', expect: { products: 'none' } },
    { say: 'I need something for my dry hands', expect: { area: 'hands', concerns: ['dryness'], includes: ['Shea Hand Cream'] } },
  ]),
  conversation('dry-then-actually-oily', 'follow-ups', [
    { say: 'moisturiser for dry skin', expect: { types: ['moisturiser'], skinTypes: ['dry'] } },
    { say: 'actually my skin is oily, not dry', expect: { types: ['moisturiser'], skinTypes: ['oily'], excludeProducts: ['Shea Night Cream'], products: 'some' } },
  ]),
  conversation('eye-cream-then-fragrance', 'follow-ups', [
    { say: 'eye cream', expect: { types: ['eye_cream'] } },
    { say: 'is it fragrance free?', expect: { types: ['eye_cream'], freeOf: ['fragrance'], mentions: ['fragrance-free'] } },
  ]),
  conversation('lips-then-face-skin', 'follow-ups', [
    { say: 'something for chapped lips', expect: { area: 'lips', concerns: ['dryness'] } },
    { say: 'what about oily skin?', expect: { area: 'face', skinTypes: ['oily'], products: 'some' } },
  ]),
];
