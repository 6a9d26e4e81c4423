import { ask, conversation, type EvalCase } from '../types';

// Tuning questions written with the parse's rebuild (issue 30), by hand: goods asked for in other
// request forms, follow-ups that carry or drop the earlier query, comparisons of named products.
export const requestCases: EvalCase[] = [
  ask('r-order-hair-dryer', 'not sold', 'I would like to order a hair dryer', { notSold: true, products: 'none' }),
  ask('r-contact-lenses', 'not sold', 'have you got contact lenses?', { notSold: true, products: 'none' }),
  ask('r-vitamin-supplements', 'not sold', 'do you sell vitamin D supplements?', { notSold: true, pharmacist: true, products: 'none' }),
  ask('r-cough-drops', 'not sold', 'can I get cough drops here', { notSold: true, pharmacist: true, products: 'none' }),
  ask('r-curling-iron', 'not sold', 'where on the site can I find a curling iron', { notSold: true, products: 'none' }),
  ask('r-plasters', 'not sold', 'I want to buy plasters', { notSold: true, pharmacist: true, products: 'none' }),
  conversation('r-same-for-hands', 'context', [{ say: 'vegan lip products', expect: { area: 'lips', freeOf: ['animal_derived'], products: 'some' } }, { say: 'and the same for my hands', expect: { area: 'hands', freeOf: ['animal_derived'], products: 'some' } }]),
  conversation('r-priciest-then-cheapest', 'context', [{ say: 'the priciest lip balm', expect: { types: ['lip_balm'], single: ['SPF 15 Lip Balm'] } }, { say: 'and the cheapest?', expect: { types: ['lip_balm'], single: ['Shea Lip Butter'] } }]),
  conversation('r-toner-alcohol', 'context', [{ say: 'tell me about your toner', expect: { products: 'some' } }, { say: 'does it have alcohol?', expect: { answer: 'no' } }]),
  conversation('r-new-question-sunscreen', 'context', [{ say: 'lip stuff under $2', expect: { area: 'lips', price: { below: 2 }, products: 'some' } }, { say: 'totally different question: do you sell sunscreen?', expect: { spf: 1, products: 'some' } }]),
  conversation('r-body-butter-vegan', 'context', [{ say: 'show me your body butter', expect: { names: ['Body Butter'] } }, { say: 'is it vegan?', expect: { answer: 'yes' } }]),
  conversation('r-same-for-body', 'context', [{ say: 'fragrance-free face products', expect: { area: 'face', freeOf: ['fragrance'], products: 'some' } }, { say: 'same for the body', expect: { area: 'body', freeOf: ['fragrance'], products: 'some' } }]),
  conversation('r-two-serums-one-eye', 'context', [{ say: 'two serums please', expect: { types: ['serum'], count: 2 } }, { say: 'and one for my eyes', expect: { area: 'eyes', count: 1 } }]),
  ask('r-costs-more', 'comparisons', 'which costs more: the Body Butter or the Cocoa Body Lotion?', { mentions: ['Body Butter', '$5.99'] }),
  ask('r-dearer-than', 'comparisons', 'is the Lip Scrub dearer than the Pink Lip Balm?', { mentions: ['Pink Lip Balm', '$1.99'] }),
  ask('r-cheaper-alternative', 'comparisons', 'a cheaper alternative to the Shea Night Cream?', { price: { below: 6.99 }, excludeProducts: ['Shea Night Cream'], products: 'some' }),
  ask('r-three-least', 'comparisons', 'the Vitamin C Serum, the Hyaluronic Acid Serum or the Niacinamide Blemish Serum: which costs least?', { mentions: ['Vitamin C Serum', '$3.99'] }),
  ask('r-spend-less', 'comparisons', 'I like the Coffee Body Scrub but want to spend less', { price: { below: 5.29 }, excludeProducts: ['Coffee Body Scrub'], products: 'some' }),
];
