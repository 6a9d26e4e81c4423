import { ask, conversation, type EvalCase } from '../types';

// Tuning questions of the parse's quantity and safety flags, written by hand (held-out set C is
// generated apart and not read while tuning).
export const quantityCases: EvalCase[] = [
  ask('q-two-body-oils', 'quantity', 'two body products please', { area: 'body', count: 2 }),
  ask('q-3-serums', 'quantity', 'show me 3 serums', { types: ['serum'], count: 3 }),
  ask('q-one-moisturiser', 'quantity', 'just one moisturiser for dry skin', { types: ['moisturiser'], skinTypes: ['dry'], count: 1 }),
  ask('q-four-lip', 'quantity', 'recommend four lip products', { area: 'lips', count: 4 }),
  ask('q-couple-face', 'quantity', 'a couple of face products for oily skin', { area: 'face', skinTypes: ['oily'], count: 2 }),
  ask('q-few-vegan-lip', 'quantity', 'a few vegan lip products', { area: 'lips', freeOf: ['animal_derived'], count: 3 }),
  ask('q-five-typo', 'quantity', 'fiv products for dry skn', { skinTypes: ['dry'], count: 5 }),
  conversation('q-follow-two-more', 'quantity', [
    { say: 'a lip balm', expect: { types: ['lip_balm'], products: 'some' } },
    { say: 'give me two', expect: { types: ['lip_balm'], count: 2 } },
  ]),
];

export const safetyCases: EvalCase[] = [
  ask('s-pregnant-moisturiser', 'safety', "I'm pregnant, which moisturiser suits dry skin?", { types: ['moisturiser'], skinTypes: ['dry'], products: 'some', pharmacist: true, mentions: ['retinoid'] }),
  ask('s-breastfeeding-serum', 'safety', 'I am breastfeeding, any serum for dullness?', { types: ['serum'], concerns: ['dullness'], products: 'some', pharmacist: true }),
  ask('s-allergic-shea-body', 'safety', "I'm allergic to shea butter, what can I use on my body?", { area: 'body', excludeContains: ['Butyrospermum'], products: 'some' }),
  ask('s-allergic-almond-lips', 'safety', 'allergic to almond oil, a lip balm?', { types: ['lip_balm'], excludeContains: ['Prunus Amygdalus'], products: 'some' }),
  ask('s-toddler-lotion', 'safety', 'which body lotion is fine for my toddler?', { freeOf: ['fragrance'], pharmacist: true }),
  ask('s-kid-face', 'safety', 'my 10 year old son has oily skin, what face wash?', { freeOf: ['fragrance'], pharmacist: true }),
  ask('s-wound', 'safety', 'I scraped my knee and it is raw, which body butter should I put on it?', { medical: true, products: 'none' }),
  ask('s-accutane-lips', 'safety', 'I am on accutane and my lips are dry, what lip balm?', { pharmacist: true }),
];
