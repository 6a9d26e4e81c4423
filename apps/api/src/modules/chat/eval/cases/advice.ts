import { ask, type EvalCase } from '../types';

const subscriber = { plan: 'ai_analysis' as const };

// Messages the shop's keyword rule sends to the photo upload (skin, analyze, problem, acne...): answered properly too.
export const keywordRuleCases: EvalCase[] = [
  ask('oily-skin-what-to-do', 'keyword rule', 'what should I do about my oily skin?', {
    skinTypes: ['oily'], area: 'face', products: 'some', mentions: [['niacinamide', 'gel cleanser']],
  }, subscriber),
  ask('acne-forehead-problem', 'keyword rule', 'I have a problem with acne on my forehead', {
    concerns: ['acne'], area: 'face', products: 'some', mentions: ['salicylic'],
  }, subscriber),
  ask('flaky-condition', 'keyword rule', 'the skin around my nose is dry and flaky', {
    concerns: ['dryness'], area: 'face', products: 'some', mentions: [['moisturiz', 'moisturis']],
  }, subscriber),
  ask('dark-spots-dermatologist', 'keyword rule', 'should I see a dermatologist for my dark spots or can I treat them myself?', {
    concerns: ['dark_spots'], products: 'some', askDermatologist: true, mentions: [['spf', 'sunscreen']],
  }, subscriber),
  ask('scrubs-sensitive-issue', 'keyword rule', "what's the issue with using scrubs on sensitive skin?", {
    skinTypes: ['sensitive'], mentions: [['scrub', 'fragrance']],
  }, subscriber),
  ask('analyze-my-skin', 'keyword rule', 'can you analyze my skin from a photo?', { products: 'none', mentions: ['photo'] }, subscriber),
];

// Ingredients, how to use a product, what is in it, whether it suits.
export const adviceCases: EvalCase[] = [
  ask('what-niacinamide', 'advice', 'what does niacinamide actually do?', { contains: ['Niacinamide'], includes: ['Niacinamide Blemish Serum'], mentions: ['pores'] }),
  ask('vitc-niacinamide-together', 'advice', 'can I use vitamin C and niacinamide together?', { mentions: ['together'] }),
  ask('how-use-vitc', 'advice', 'how do I use the Vitamin C Serum?', { mentions: ['morning', 'sunscreen'] }),
  ask('hibiscus-fragrance', 'advice', 'is the Hibiscus Shower Gel fragrance free?', { mentions: ['not fragrance-free', 'Parfum'] }),
  ask('whats-in-night-cream', 'advice', "what's in the Shea Night Cream?", { mentions: ['Butyrospermum Parkii Butter', 'Ceramide NP'] }),
  ask('spf30-dry-skin', 'advice', 'is the Daily Moisturiser SPF 30 ok for dry skin?', {
    skinTypes: ['dry'], area: 'face', mentions: ['not made for dry skin'], includes: ['Shea Night Cream'],
  }),
  ask('butter-on-face', 'advice', 'can I put the body butter on my face?', { area: 'face', mentions: ['made for the body'], products: 'some' }),
  ask('which-contain-shea', 'advice', 'which of your products contain shea butter?', { contains: ['Butyrospermum'], products: 'some' }),
  ask('retinol-none', 'advice', 'do you have anything with retinol in it?', { products: 'noMatch', mentions: ['retinol'] }),
  ask('clay-mask-how-often', 'advice', 'how often should I use the clay mask?', { mentions: ['once or twice a week'] }),
  ask('compare-serums', 'advice', "what's the difference between the Hyaluronic Acid Serum and the Niacinamide Blemish Serum?", {
    mentions: ['hyaluronic', 'niacinamide'],
  }),
  ask('sunscreen-sensitive', 'advice', 'is the sunscreen cream safe for sensitive skin?', { mentions: ['suits sensitive skin'] }),
  ask('what-hyaluronic', 'advice', 'what is hyaluronic acid good for?', { contains: ['Hyaluron'], mentions: [['water', 'hydrat', 'plump']] }),
  ask('pink-balm-vegan', 'advice', 'Is the Pink Lip Balm vegan?', { mentions: ['not vegan', 'Cera Alba'] }),
  ask('full-set-price', 'advice', 'how much is the Full Set?', { mentions: ['$55.99'] }),
  ask('apply-sunscreen', 'advice', "what's the best way to apply sunscreen?", { spf: 15, mentions: [['two finger', 'reapply']] }),
  ask('lip-mask-spf', 'advice', 'does the Overnight Lip Mask have SPF?', { mentions: ['no SPF'] }),
  ask('what-aha', 'advice', 'what are AHAs and should I use them?', { mentions: ['exfoliat'], products: 'noMatch' }),
  ask('lotion-or-butter-dry', 'advice', 'which is better for dry skin, the Cocoa Body Lotion or the Body Butter?', { mentions: ['Cocoa Body Lotion', 'Body Butter', 'dry'] }),
  ask('lip-butter-cracked', 'advice', 'Is Shea Lip Butter good for cracked lips', { mentions: ['dryness'] }),
  ask('sunscreen-alcohol', 'advice', 'does the sunscreen cream contain alcohol?', { mentions: ['alcohol-free'] }),
  ask('teen-acne-set-none', 'advice', 'can you recommend a full skincare set for a teenager with acne', { types: ['set'], concerns: ['acne'], products: 'noMatch' }),
  ask('moringa-for-face', 'advice', 'Do you have something like the Moringa Body Oil but for my face?', { area: 'face', products: 'noMatch' }),
  ask('coffee-scrub-face', 'advice', 'Is the coffee scrub ok for my face?', { mentions: ['made for the body'] }),
  ask('lip-scrub-every-day', 'advice', 'Can I use the lip scrub every day?', { mentions: ['once or twice a week'] }),
  ask('body-glow-fragrance', 'advice', "what's in your body glow, is there fragrance?", { mentions: ['fragrance-free'] }),
  ask('typo-niacinimide', 'advice', 'got any niacinimide?', { contains: ['Niacinamide'], products: 'some' }),
  ask('compare-sunscreens-oily', 'advice', 'which sunscreen is better for oily skin, the Sunscreen Cream or the Daily Moisturiser SPF 30?', { mentions: ['suits oily skin'] }),
];
