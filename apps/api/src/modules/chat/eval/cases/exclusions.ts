import { ask, type EvalCase } from '../types';

// What the shopper does not want: fragrance, alcohol, an area, an ingredient, a kind of product.
export const exclusionCases: EvalCase[] = [
  ask('fragrance-free-moisturiser', 'exclusions', 'fragrance-free moisturiser', { types: ['moisturiser'], freeOf: ['fragrance'], products: 'some' }),
  ask('allergic-fragrance-lotion', 'exclusions', "I'm allergic to fragrance, which body lotion can I use?", {
    types: ['body_lotion'], freeOf: ['fragrance'], includes: ['Cocoa Body Lotion'],
  }),
  ask('dark-spots-not-body', 'exclusions', 'something for dark spots, not for the body', {
    concerns: ['dark_spots'], excludeAreas: ['body'], products: 'some',
  }),
  ask('toner-unscented-none', 'exclusions', 'a toner without any fragrance', { types: ['toner'], freeOf: ['fragrance'], products: 'noMatch' }),
  ask('vegan-lip-balm', 'exclusions', 'vegan lip balm?', { types: ['lip_balm'], freeOf: ['animal_derived'], products: 'some' }),
  ask('silicone-free-spf', 'exclusions', 'silicone-free sunscreen for my face', { spf: 15, freeOf: ['silicones'], includes: ['Sunscreen Cream'] }),
  ask('sulfate-free-wash', 'exclusions', 'sulfate free body wash', { types: ['shower_gel'], freeOf: ['sulphates'], includes: ['Hibiscus Shower Gel'] }),
  ask('shower-gel-no-perfume', 'exclusions', 'a shower gel with no perfume in it', { types: ['shower_gel'], freeOf: ['fragrance'], products: 'noMatch' }),
  ask('lips-no-beeswax', 'exclusions', 'lip product without beeswax', { area: 'lips', excludeContains: ['Cera Alba'], products: 'some' }),
  ask('scrub-no-coconut', 'exclusions', "I can't use coconut oil, I need a body scrub", {
    types: ['body_scrub'], excludeContains: ['Cocos Nucifera'], products: 'noMatch',
  }),
  ask('sensitive-no-fragrance-alcohol', 'exclusions', 'moisturiser for sensitive skin, no fragrance and no alcohol', {
    types: ['moisturiser'], skinTypes: ['sensitive'], freeOf: ['fragrance', 'alcohol'], includes: ['Shea Night Cream'],
  }),
  ask('nut-allergy-balm', 'exclusions', 'I have a nut allergy, which lip balm is safe for me?', {
    types: ['lip_balm'], excludeContains: ['Prunus Amygdalus', 'Butyrospermum', 'Cocos Nucifera'], products: 'noMatch',
  }),
  ask('paraben-free-oily', 'exclusions', 'paraben-free face cream for oily skin', {
    types: ['moisturiser'], skinTypes: ['oily'], freeOf: ['parabens'], includes: ['Daily Moisturiser SPF 30'],
  }),
  ask('no-scrubs-dull', 'exclusions', 'no scrubs please, I need something for dull skin', {
    concerns: ['dullness'], area: 'face', excludeTypes: ['body_scrub', 'lip_scrub', 'exfoliant'], products: 'some',
  }),
  ask('body-moisturiser-not-oil', 'exclusions', 'body moisturiser but not an oil', {
    types: ['body_lotion', 'body_butter'], area: 'body', products: 'some',
  }),
  ask('essential-oil-free-redness', 'exclusions', 'essential-oil free product for redness', {
    concerns: ['redness'], freeOf: ['essential_oils'], includes: ['Niacinamide Blemish Serum'],
  }),
  ask('mineral-oil-free-balm', 'exclusions', 'mineral oil free lip balm', { types: ['lip_balm'], freeOf: ['mineral_oil'], products: 'some' }),
  ask('unscented-hand-cream', 'exclusions', 'unscented hand cream', { types: ['hand_cream'], freeOf: ['fragrance'], includes: ['Shea Hand Cream'] }),
  ask('lips-no-sugar', 'exclusions', 'I dont want anything with sugar in it for my lips', { area: 'lips', excludeContains: ['Sucrose'], products: 'some' }),
  ask('fragrance-free-acne-under-7', 'exclusions', 'moisturizer for acne prone skin that is fragrance free and under 7', {
    types: ['moisturiser'], skinTypes: ['acne_prone'], freeOf: ['fragrance'], price: { below: 7 }, includes: ['Daily Moisturiser SPF 30'],
  }),
  ask('spf50-moisturiser-none', 'exclusions', 'spf 50 moisturizer', { types: ['moisturiser'], spf: 50, products: 'noMatch' }),
  ask('hand-cream-no-scent', 'exclusions', "hand cream that isn't greasy and has no scent", { types: ['hand_cream'], freeOf: ['fragrance'], products: 'some' }),
];
