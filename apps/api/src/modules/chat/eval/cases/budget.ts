import { ask, type EvalCase } from '../types';

// Price limits and price order: 'under $10', 'between 5 and 20', 'cheapest', 'max', in words too.
export const budgetCases: EvalCase[] = [
  // The second failure: no under-eye cream, no toner.
  ask('acne-moisturiser-under-10', 'budget', 'acne-prone moisturiser under $10', {
    types: ['moisturiser'], skinTypes: ['acne_prone'], price: { below: 10 }, includes: ['Daily Moisturiser SPF 30'],
  }),
  // The third failure: the cheapest lip balm must be there.
  ask('lip-balm-under-15', 'budget', 'a lip balm under $15', { types: ['lip_balm'], price: { below: 15 }, includes: ['Shea Lip Butter'] }),
  ask('cheapest-serum', 'budget', "what's your cheapest serum?", { types: ['serum'], cheapest: true }),
  ask('lotion-or-butter-under-6', 'budget', 'body lotion or body butter for less than 6 dollars', {
    types: ['body_lotion', 'body_butter'], price: { below: 6 }, includes: ['Cocoa Body Lotion', 'Body Butter'],
  }),
  ask('serum-4-to-5', 'budget', 'serum between 4 and 5 dollars', { types: ['serum'], price: { min: 4, max: 5 }, products: 'some' }),
  ask('only-3-dollars-lips', 'budget', 'I only have $3, anything for chapped lips?', {
    area: 'lips', concerns: ['dryness'], price: { max: 3 }, products: 'some',
  }),
  ask('cleanser-max-5', 'budget', 'cleanser, max $5', { types: ['cleanser'], price: { max: 5 }, includes: ['Gentle Foaming Cleanser'] }),
  ask('sunscreen-under-5-none', 'budget', 'sunscreen under 5 bucks?', { spf: 15, price: { below: 5 }, products: 'noMatch' }),
  ask('cheapest-dark-spots', 'budget', 'cheapest thing you have for dark spots', { concerns: ['dark_spots'], cheapest: true, includes: ['Vitamin C Serum'] }),
  ask('mask-no-more-than-6', 'budget', 'a face mask, no more than $6 please', { types: ['mask'], price: { max: 6 }, products: 'some' }),
  ask('set-below-50', 'budget', 'gift set below $50', { types: ['set'], price: { below: 50 }, includes: ['Nyansa Pouch Starter Pack'] }),
  ask('scrub-under-5-none', 'budget', 'body scrub under $5', { types: ['body_scrub'], price: { below: 5 }, products: 'noMatch' }),
  ask('tight-budget-dry', 'budget', "I'm on a tight budget, which moisturiser for dry skin is the cheapest?", {
    types: ['moisturiser'], skinTypes: ['dry'], cheapest: true, includes: ['Shea Night Cream'],
  }),
  ask('most-affordable-eye', 'budget', "what's the most affordable eye cream", { types: ['eye_cream'], cheapest: true }),
  ask('hand-cream-3-or-less', 'budget', 'hand cream for $3 or less', { types: ['hand_cream'], price: { max: 3 }, includes: ['Shea Hand Cream'] }),
  ask('lips-2-to-3', 'budget', 'lip products from $2 to $3', { area: 'lips', price: { min: 2, max: 3 }, products: 'some' }),
  ask('vitamin-c-ten-words', 'budget', 'a vitamin c serum for under ten dollars', {
    types: ['serum'], contains: ['Ascorb'], price: { below: 10 }, includes: ['Vitamin C Serum'],
  }),
  ask('body-over-6', 'budget', 'show me body products over $6', { area: 'body', price: { above: 6 }, products: 'some' }),
  ask('under-1', 'budget', 'anything under $1?', { price: { below: 1 }, includes: ['Lip Scrub'] }),
  ask('toner-under-3-none', 'budget', 'best toner under $3', { types: ['toner'], price: { below: 3 }, products: 'noMatch' }),
  ask('dry-sensitive-max-8', 'budget', "hiya! my face is super dry and kinda sensitive, need a moisturiser that won't sting, nothing over 8 dollars", {
    types: ['moisturiser'], skinTypes: ['dry', 'sensitive'], price: { max: 8 }, includes: ['Shea Night Cream'],
  }),
  ask('hyperpigmentation-under-5', 'budget', 'best product for hyperpigmentation on dark skin under 5 dollars', {
    concerns: ['dark_spots'], price: { below: 5 }, products: 'some',
  }),
  ask('sensitive-vegan-cheap', 'budget', "what's good for sensitive skin that's also vegan and cheap", {
    area: 'face', skinTypes: ['sensitive'], freeOf: ['animal_derived'], cheapest: true,
  }),
  ask('dollar-sign-after', 'budget', 'under 5$ for oily skin', { skinTypes: ['oily'], price: { below: 5 }, products: 'some' }),
  ask('cheapest-in-shop', 'budget', "what's the cheapest thing in the shop", { cheapest: true, includes: ['Lip Scrub'] }),
  ask('vegan-lips-under-2', 'budget', 'Which lip products are vegan and under 2 dollars?', { area: 'lips', freeOf: ['animal_derived'], price: { below: 2 }, products: 'some' }),
  ask('gift-mum-budget-45', 'budget', "I'm looking for a present for my mum, she has mature dry skin, budget 45", {
    types: ['set'], skinTypes: ['dry'], price: { max: 45 }, includes: ['Nyansa Pouch Starter Pack'],
  }),
  ask('girlfriend-body-under-10', 'budget', "My girlfriend's birthday is coming, she's into body care, anything under 10?", { area: 'body', price: { below: 10 }, products: 'some' }),
  ask('cheap-body-moisturiser', 'budget', 'Cheap moisturiser for the body pls', { types: ['body_lotion', 'body_butter', 'body_oil'], cheapest: true }),
];
