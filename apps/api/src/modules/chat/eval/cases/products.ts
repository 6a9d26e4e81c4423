import { ask, type EvalCase } from '../types';

// Finding a product: a type, an area, a skin type, a concern, in the words shoppers use.
export const productCases: EvalCase[] = [
  ask('face-moisturiser-dry', 'products', "I'm looking for a face moisturiser, my skin is on the dry side", {
    types: ['moisturiser'], area: 'face', skinTypes: ['dry'], includes: ['Shea Night Cream'],
  }),
  ask('oily-by-lunch', 'products', 'my skin gets really oily by lunchtime, which moisturizer wont make it worse?', {
    types: ['moisturiser'], skinTypes: ['oily'], includes: ['Daily Moisturiser SPF 30'],
  }),
  ask('dark-circles', 'products', 'do you sell anything for the dark circles under my eyes?', {
    area: 'eyes', concerns: ['dark_circles'], includes: ['Brightening Under-Eye Cream'],
  }),
  ask('serum-pimples', 'products', 'need a serum that actually helps with pimples', {
    types: ['serum'], concerns: ['acne'], includes: ['Niacinamide Blemish Serum'],
  }),
  ask('serum-dull', 'products', 'Which serum would brighten up a dull, tired complexion?', {
    types: ['serum'], concerns: ['dullness'], products: 'some',
  }),
  ask('cracked-lips', 'products', 'what can I put on my cracked lips??', {
    area: 'lips', concerns: ['dryness'], products: 'some', mentions: [['balm', 'lip mask']],
  }),
  ask('butter-knees', 'products', 'body butter for really dry knees and elbows', {
    types: ['body_butter'], concerns: ['dryness'], includes: ['Body Butter'],
  }),
  ask('shimmer-legs', 'products', 'I want something shimmery for my legs for a night out', {
    types: ['body_shimmer'], area: 'body', includes: ['Body Glow'],
  }),
  ask('mask-greasy', 'products', 'got any face masks for greasy skin?', {
    types: ['mask'], skinTypes: ['oily'], includes: ['Kaolin Clay Purifying Mask'],
  }),
  ask('sunscreen-white-cast', 'products', "a sunscreen that doesn't leave a white cast on dark skin", {
    spf: 15, area: 'face', products: 'some', includes: ['Sunscreen Cream'],
  }),
  ask('hand-cream-washing', 'products', 'hand cream for hands that I wash all day long at work', {
    types: ['hand_cream'], includes: ['Shea Hand Cream'],
  }),
  ask('gentle-cleanser-sensitive', 'products', "what's a good gentle cleanser for sensitive skin", {
    types: ['cleanser'], skinTypes: ['sensitive'], includes: ['Gentle Foaming Cleanser'],
  }),
  ask('toner-combination', 'products', 'toner for combination skin?', {
    types: ['toner'], skinTypes: ['combination'], includes: ['Hydrating Rose Toner'],
  }),
  ask('cleanser-break-out', 'products', "I break out easily, is there a cleanser that won't clog my pores?", {
    types: ['cleanser'], skinTypes: ['acne_prone'], includes: ['Gentle Foaming Cleanser'],
  }),
  ask('shiny-t-zone', 'products', 'something to stop my T-zone looking so shiny', {
    area: 'face', concerns: ['oiliness'], products: 'some',
  }),
  ask('body-wash', 'products', 'do you guys have a body wash?', { types: ['shower_gel'], includes: ['Hibiscus Shower Gel'] }),
  ask('body-exfoliator', 'products', "I'd like an exfoliator for my body", { types: ['body_scrub'], includes: ['Coffee Body Scrub'] }),
  ask('lip-gloss', 'products', 'lip gloss please', { types: ['lip_gloss'], includes: ['Clear Lip Gloss'] }),
  ask('tinted-lips', 'products', 'is there something tinted for my lips?', { area: 'lips', includes: ['Tinted Lip Oil'] }),
  ask('even-tone', 'products', 'what would you use to even out skin tone on the face?', {
    area: 'face', concerns: ['dark_spots'], products: 'some', mentions: [['spf', 'sunscreen']],
  }),
  ask('red-cheeks', 'products', 'What helps with redness on my cheeks?', {
    area: 'face', concerns: ['redness'], includes: ['Niacinamide Blemish Serum'], mentions: [['gentle', 'fragrance-free']],
  }),
  ask('body-oil', 'products', 'recommend me a nice body oil', { types: ['body_oil'], includes: ['Moringa Body Oil'] }),
  ask('gift-sister', 'products', 'I need a gift set for my sister who loves skincare', { types: ['set'], products: 'some' }),
  ask('eye-cream', 'products', 'eye cream', { types: ['eye_cream'], includes: ['Brightening Under-Eye Cream'] }),
  ask('night-cream-normal', 'products', 'night cream for normal skin', { types: ['moisturiser'], skinTypes: ['normal'], includes: ['Shea Night Cream'] }),
  ask('dehydrated-serum', 'products', 'hydrating serum for dehydrated skin', {
    types: ['serum'], concerns: ['dryness'], includes: ['Hyaluronic Acid Serum'],
  }),
  ask('blackheads-nose', 'products', 'blackheads all over my nose, what do you have?', { area: 'face', concerns: ['acne'], products: 'some' }),
  ask('ashy-legs', 'products', 'what would you recommend for ashy legs', { area: 'body', concerns: ['dryness'], products: 'some' }),
  ask('lip-scrub', 'products', 'a lip scrub', { types: ['lip_scrub'], includes: ['Lip Scrub'] }),
  ask('moisturiser-spf', 'products', 'can you suggest a moisturiser with SPF in it?', {
    types: ['moisturiser'], spf: 15, includes: ['Daily Moisturiser SPF 30'],
  }),
  ask('lips-spf', 'products', 'SPF for my lips when I go to the beach', { area: 'lips', spf: 15, includes: ['SPF 15 Lip Balm'] }),
  ask('face-oil-none', 'products', 'a face oil for dry skin', { area: 'face', skinTypes: ['dry'], products: 'noMatch' }),
  // Harder: slang, typos, several needs in one message, areas and needs the catalog does not serve.
  ask('chin-spots-monthly', 'products', 'i get spots on my chin every month, whats good', { area: 'face', concerns: ['acne'], products: 'some' }),
  ask('cracked-heels-sth', 'products', 'Looking for sth for dry, cracked heels', { area: 'body', concerns: ['dryness'], products: 'some' }),
  ask('eye-not-greasy', 'products', "is there a cream I can use around my eyes that's not greasy", { types: ['eye_cream'], includes: ['Brightening Under-Eye Cream'] }),
  ask('lip-oil-vs-gloss', 'products', 'whats the diff between lip oil and lip gloss', { types: ['lip_oil', 'lip_gloss'], includes: ['Tinted Lip Oil', 'Clear Lip Gloss'] }),
  ask('husband-hates-creams', 'products', 'my husband has very oily skin and hates creams, what should he use?', {
    skinTypes: ['oily'], excludeTypes: ['moisturiser', 'eye_cream', 'hand_cream'], products: 'some',
  }),
  ask('spf50-under-makeup', 'products', "sunscreen that's good under makeup, spf 50 if possible", { spf: 50, includes: ['Sunscreen Cream'] }),
  ask('facewash-normalish', 'products', 'need a new facewash, my skin is normal-ish', { types: ['cleanser'], skinTypes: ['normal'], products: 'some' }),
  ask('dry-scalp-none', 'products', 'anything to help with my dry scalp?', { products: 'noMatch' }),
  ask('dry-not-face', 'products', 'something for my dry skin but NOT for the face', { excludeAreas: ['face'], concerns: ['dryness'], products: 'some' }),
  ask('moisturiser-with-ha-none', 'products', 'can I get a moisturiser that has hyaluronic acid in it', { types: ['moisturiser'], contains: ['Hyaluron'], products: 'noMatch' }),
  ask('peeling-lips-help', 'products', "Help! My lips are so dry they're peeling", { area: 'lips', concerns: ['dryness'], products: 'some' }),
  ask('three-steps-oily', 'products', 'recommend a cleanser, toner and moisturiser for oily skin', {
    types: ['cleanser', 'toner', 'moisturiser'], skinTypes: ['oily'], steps: [['cleanser'], ['toner'], ['moisturiser']],
  }),
  ask('bags-no-fragrance', 'products', 'Got anything for the bags under my eyes? nothing with fragrance', {
    area: 'eyes', freeOf: ['fragrance'], includes: ['Brightening Under-Eye Cream'],
  }),
  ask('stretch-marks-none', 'products', 'what do you recommend for stretch marks?', { products: 'noMatch' }),
  ask('combo-not-heavy', 'products', 'moisturiser for combo skin, nothing too heavy', { types: ['moisturiser'], skinTypes: ['combination'], includes: ['Daily Moisturiser SPF 30'] }),
  ask('lipbalm-spf-typo', 'products', 'lipbalm with spf', { types: ['lip_balm'], spf: 15, includes: ['SPF 15 Lip Balm'] }),
  // Written after the assistant passed the rest, as a check on wording it had not seen.
  ask('serum-oily-marks', 'products', 'Whats a good serum for someone with both oily skin and dark marks?', { types: ['serum'], skinTypes: ['oily'], concerns: ['dark_spots'], products: 'some' }),
  ask('sunblock-hiking', 'products', 'I need a sunblock for hiking, something waterproof', { spf: 15, products: 'some' }),
  ask('puffy-morning', 'products', 'Do you have anything for puffy eyes in the morning?', { area: 'eyes', concerns: ['dark_circles'], includes: ['Brightening Under-Eye Cream'] }),
  ask('gentle-face-exfoliant-none', 'products', 'looking for a gentle exfoliant for my face', { types: ['exfoliant'], products: 'noMatch' }),
  ask('spots-and-acne', 'products', 'I want to treat dark spots and acne at the same time', { concerns: ['dark_spots', 'acne'], includes: ['Niacinamide Blemish Serum'] }),
  ask('guy-oily-cleanser', 'products', "I'm a guy with oily skin, whats the best cleanser", { types: ['cleanser'], skinTypes: ['oily'], products: 'some' }),
  ask('typo-cleansr', 'products', 'cleansr for dry skin', { types: ['cleanser'], skinTypes: ['dry'], products: 'some' }),
  ask('typo-sunscren', 'products', 'do you sell sunscren?', { spf: 15, products: 'some' }),
  ask('after-shaving-legs', 'products', 'Whats good to put on after shaving my legs', { area: 'body', products: 'some' }),
  ask('glow-wedding', 'products', 'something to make my skin glow for a wedding', { concerns: ['dullness'], products: 'some' }),
  ask('winter-dry-body', 'products', 'I have very dry skin in winter, what body products do you suggest', { area: 'body', concerns: ['dryness'], products: 'some' }),
  ask('toner-not-drying', 'products', "any toner that won't dry out my skin", { types: ['toner'], includes: ['Hydrating Rose Toner'] }),
  ask('moisturiser-no-spf', 'products', 'I need a moisturizer, no SPF please', { types: ['moisturiser'], excludeProducts: ['Daily Moisturiser SPF 30'], products: 'some' }),
  ask('combination-day-cream', 'products', 'my skin is combination, oily t-zone and dry cheeks, need a day cream', { types: ['moisturiser'], skinTypes: ['combination'], includes: ['Daily Moisturiser SPF 30'] }),
  ask('pimple-patches', 'products', 'pimple patches?', { concerns: ['acne'], products: 'some' }),
];
