// The words shoppers use, mapped onto the catalog's vocabulary (@nyansa/contract). Longest phrase wins.
import type { FreeOfFlag, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import type { PhraseTable as Table } from './phrases';

/** What a generic product word asks for; the area decides the product types ('moisturiser' for the body: a body lotion...). */
export type Family = 'moisturise' | 'cleanse' | 'exfoliate' | 'mask' | 'oil';

export const FAMILY_TYPES: Record<Family, Partial<Record<ProductArea, ProductType[]>>> = {
  moisturise: { face: ['moisturiser'], eyes: ['eye_cream'], lips: ['lip_balm', 'lip_mask', 'lip_oil'], body: ['body_lotion', 'body_butter', 'body_oil'], hands: ['hand_cream'] },
  cleanse: { face: ['cleanser'], body: ['shower_gel'] },
  exfoliate: { face: ['exfoliant'], body: ['body_scrub'], lips: ['lip_scrub'] },
  mask: { face: ['mask'], lips: ['lip_mask'] },
  oil: { face: [], body: ['body_oil'], lips: ['lip_oil'] },
};

/** The nearest kind when a kind has no product for an area: a face oil's nearest is a moisturiser. */
export const NEAR_FAMILY: Partial<Record<Family, Family>> = { oil: 'moisturise' };

/** The area a generic word means when none is named: 'a moisturiser' is for the face; 'a scrub' may be for any. */
export const FAMILY_AREA: Partial<Record<Family, ProductArea>> = { moisturise: 'face', cleanse: 'face', mask: 'face' };

export const TYPE_FAMILY: Partial<Record<ProductType, Family>> = {
  moisturiser: 'moisturise', eye_cream: 'moisturise', lip_balm: 'moisturise', lip_mask: 'moisturise', lip_oil: 'moisturise',
  body_lotion: 'moisturise', body_butter: 'moisturise', body_oil: 'moisturise', hand_cream: 'moisturise',
  cleanser: 'cleanse', shower_gel: 'cleanse', exfoliant: 'exfoliate', body_scrub: 'exfoliate', lip_scrub: 'exfoliate', mask: 'mask',
};

/** The area a product type is made for. */
export const TYPE_AREA: Partial<Record<ProductType, ProductArea>> = {
  cleanser: 'face', toner: 'face', serum: 'face', moisturiser: 'face', sunscreen: 'face', eye_cream: 'eyes', mask: 'face', exfoliant: 'face',
  body_lotion: 'body', body_oil: 'body', body_butter: 'body', body_scrub: 'body', body_shimmer: 'body', shower_gel: 'body',
  hand_cream: 'hands', lip_balm: 'lips', lip_oil: 'lips', lip_gloss: 'lips', lip_scrub: 'lips', lip_mask: 'lips',
};

export interface ProductWord {
  types?: ProductType[];
  family?: Family;
  /** Asks for sun protection. */
  spf?: true;
  area?: ProductArea;
}

export const PRODUCT_WORDS: Table<ProductWord> = [
  [{ types: ['lip_balm'] }, ['lip balm', 'lip balms', 'lipbalm', 'lipbalms', 'chapstick', 'chap stick', 'lip salve', 'lip butter', 'balm', 'balms']],
  [{ types: ['lip_oil'] }, ['lip oil', 'lip oils']],
  [{ types: ['lip_gloss'] }, ['lip gloss', 'lipgloss', 'gloss', 'glosses']],
  [{ types: ['lip_scrub'] }, ['lip scrub', 'lip scrubs', 'lip exfoliator', 'lip polish']],
  [{ types: ['lip_mask'] }, ['lip mask', 'lip masks', 'lip sleeping mask', 'overnight lip']],
  [{ family: 'moisturise', area: 'lips' }, ['lip treatment', 'lip moisturiser', 'lip moisturizer', 'lip cream']],
  [{ types: ['body_lotion'] }, ['body lotion', 'body lotions', 'body milk']],
  [{ types: ['body_oil'] }, ['body oil', 'body oils', 'dry oil']],
  [{ types: ['body_butter'] }, ['body butter', 'body butters', 'butter', 'butters']],
  [{ types: ['body_scrub'] }, ['body scrub', 'body scrubs', 'body polish', 'body exfoliator', 'body exfoliant']],
  [{ types: ['body_shimmer'] }, ['shimmer', 'shimmery', 'sparkly', 'glitter', 'body shimmer', 'body glow', 'highlighter', 'body highlighter', 'glow lotion', 'illuminator']],
  [{ types: ['shower_gel'] }, ['shower gel', 'shower gels', 'body wash', 'bath gel', 'shower wash']],
  [{ types: ['hand_cream'] }, ['hand cream', 'hand creams', 'hand lotion', 'hand balm']],
  [{ types: ['eye_cream'] }, ['eye cream', 'eye creams', 'under eye cream', 'eye gel', 'eye serum', 'eye balm']],
  [{ types: ['moisturiser'] }, ['night cream', 'day cream', 'face cream', 'facial cream', 'face moisturiser', 'face moisturizer', 'facial moisturiser', 'facial moisturizer']],
  [{ family: 'moisturise' }, [
    'moisturiser', 'moisturizer', 'moisturisers', 'moisturizers', 'moisturising cream', 'moisturizing cream', 'hydrating cream',
    'cream', 'creams', 'lotion', 'lotions', 'hydrator', 'emollient',
  ]],
  [{ family: 'cleanse' }, ['cleanser', 'cleansers', 'face wash', 'facial wash', 'facewash', 'wash', 'cleansing gel', 'cleansing foam', 'soap', 'makeup remover', 'make up remover']],
  [{ types: ['toner'] }, ['toner', 'toners', 'tonic', 'face mist', 'facial mist']],
  [{ types: ['serum'] }, ['serum', 'serums', 'essence', 'ampoule', 'booster']],
  [{ spf: true }, [
    'sunscreen', 'sunscreens', 'sun screen', 'sunblock', 'sun block', 'sun cream', 'sunscreen cream', 'sunscreen lotion', 'sun lotion',
    'sun protection', 'uv protection', 'spf', 'spf cream',
  ]],
  [{ family: 'mask' }, ['mask', 'masks', 'face mask', 'face masks', 'clay mask', 'masque', 'sheet mask']],
  [{ family: 'exfoliate' }, ['exfoliant', 'exfoliants', 'exfoliator', 'exfoliators', 'exfoliating', 'exfoliate', 'peel', 'scrub', 'scrubs', 'polish']],
  [{ family: 'oil', area: 'face' }, ['face oil', 'facial oil', 'face oils']],
  [{ family: 'oil' }, ['oil', 'oils']],
  [{ types: ['set'] }, ['set', 'sets', 'kit', 'kits', 'bundle', 'gift set', 'gift box', 'starter pack', 'starter kit', 'box set', 'gift', 'gifts', 'present', 'hamper']],
];

export const AREA_WORDS: Table<ProductArea> = [
  ['face', ['face', 'facial', 'cheeks', 'cheek', 'forehead', 'chin', 'nose', 't zone', 'tzone', 'jawline', 'complexion']],
  ['eyes', ['eyes', 'eye', 'under eye', 'under eyes', 'undereye', 'eyelids', 'eye area', 'crows feet']],
  ['lips', ['lips', 'lip', 'mouth']],
  ['body', [
    'body', 'legs', 'leg', 'arms', 'arm', 'elbows', 'elbow', 'knees', 'knee', 'heels', 'heel', 'feet', 'foot', 'my back', 'back acne',
    'chest', 'shoulders', 'thighs', 'stomach', 'belly', 'tummy', 'torso', 'underarms', 'shins', 'shower', 'after bathing', 'bath',
  ]],
  ['hands', ['hands', 'hand', 'cuticles', 'cuticle', 'knuckles', 'fingers']],
];

export const SKIN_TYPE_WORDS: Table<SkinType> = [
  ['acne_prone', [
    'acne prone', 'prone to acne', 'prone to breakouts', 'prone to spots', 'breakout prone', 'spot prone', 'blemish prone',
    'break out easily', 'breaks out easily', 'i break out', 'non comedogenic', 'noncomedogenic', 'clog my pores', 'clog pores',
  ]],
  ['combination', ['combination', 'combo skin', 'combination skin', 'oily t zone', 'oily tzone']],
  ['normal', ['normal skin', 'skin is normal', 'balanced skin']],
  ['sensitive', ['sensitive', 'reactive skin', 'easily irritated', 'irritates easily', 'delicate skin']],
  ['oily', ['oily', 'oily skin', 'greasy skin', 'oil prone']],
  ['dry', ['dry', 'very dry', 'dry skin']],
];

export const CONCERN_WORDS: Table<ProductConcern> = [
  ['dark_circles', ['dark circles', 'dark circle', 'eye bags', 'bags under my eyes', 'puffy eyes', 'puffiness', 'puffy', 'tired eyes', 'panda eyes']],
  ['dark_spots', [
    'dark spots', 'dark spot', 'dark marks', 'dark mark', 'dark patches', 'hyperpigmentation', 'pigmentation', 'uneven tone',
    'uneven skin tone', 'uneven skintone', 'sun spots', 'sunspots', 'age spots', 'discoloration', 'discolouration', 'acne marks',
    'post acne marks', 'marks', 'melasma', 'even out my skin tone', 'even out skin tone', 'even out my tone', 'even skin tone', 'even tone',
    'evens out', 'even out my complexion', 'uneven complexion', 'patchy skin', 'patchy',
  ]],
  ['acne', [
    'acne', 'pimples', 'pimple', 'spots', 'spot', 'breakouts', 'breakout', 'breaking out', 'blemishes', 'blemish', 'blackheads',
    'blackhead', 'whiteheads', 'zits', 'zit', 'clogged pores', 'congestion', 'congested',
  ]],
  ['dryness', [
    'dryness', 'flaky', 'flakiness', 'flaking', 'flakes', 'dehydrated', 'dehydration', 'tight', 'tightness', 'ashy', 'ashiness',
    'chapped', 'cracked', 'cracking', 'peeling lips', 'dry patches', 'dry patch', 'parched', 'hydration', 'hydrating', 'hydrate',
  ]],
  ['oiliness', ['oiliness', 'greasy', 'greasiness', 'shiny', 'shine', 'excess oil', 'sebum', 'large pores', 'big pores', 'enlarged pores', 'pores', 'matte', 'mattifying']],
  ['redness', ['redness', 'red', 'reddened', 'flushing', 'flushed', 'blotchy', 'blotches']],
  ['sensitivity', ['sensitivity', 'irritation', 'irritated', 'stinging', 'stings']],
  ['dullness', ['dull', 'dullness', 'glow', 'glowy', 'glowing', 'radiance', 'radiant', 'brighten', 'brightening', 'brighter', 'lacklustre', 'lackluster', 'luminous', 'sallow']],
];

/** Words that say a product is free of something ('fragrance-free', 'vegan'), anywhere in a message. */
export const FREE_OF_CLAIMS: Table<FreeOfFlag> = [
  ['fragrance', ['fragrance free', 'unscented', 'unfragranced', 'scent free', 'perfume free']],
  ['essential_oils', ['essential oil free', 'essential oils free']],
  ['alcohol', ['alcohol free']],
  ['sulphates', ['sulphate free', 'sulfate free', 'sls free']],
  ['parabens', ['paraben free', 'parabens free']],
  ['silicones', ['silicone free']],
  ['mineral_oil', ['mineral oil free']],
  ['animal_derived', ['vegan', 'plant based', 'animal free']],
];

/** What a free-of flag is called after 'no', 'without', 'allergic to'... */
export const FREE_OF_WORDS: Table<FreeOfFlag> = [
  ['fragrance', ['fragrance', 'fragrances', 'perfume', 'perfumes', 'parfum', 'scent', 'scents', 'scented', 'fragranced']],
  ['essential_oils', ['essential oils', 'essential oil']],
  ['alcohol', ['alcohol', 'alcohols', 'ethanol']],
  ['sulphates', ['sulphates', 'sulfates', 'sulphate', 'sulfate', 'sls', 'sles']],
  ['parabens', ['parabens', 'paraben']],
  ['silicones', ['silicones', 'silicone', 'dimethicone']],
  ['mineral_oil', ['mineral oil', 'petrolatum', 'petroleum', 'vaseline', 'paraffin']],
  ['animal_derived', ['animal products', 'animal ingredients', 'animal derived']],
];

/** INCI names that break each free-of claim: what a product free of it must not list. */
export const FREE_OF_BREAKERS: Record<FreeOfFlag, RegExp> = {
  fragrance: /parfum|fragrance|aroma|flower water|linalool|limonene|citronellol|geraniol|coumarin|eugenol/i,
  essential_oils: /\b(leaf|peel|flower|herb|bark|root) oil$/i,
  alcohol: /^(alcohol|alcohol denat\.?|ethanol|isopropyl alcohol|sd alcohol.*)$/i,
  sulphates: /sulfate|sulphate/i,
  parabens: /paraben/i,
  silicones: /methicone|siloxane|silanol/i,
  mineral_oil: /paraffinum|mineral oil|petrolatum|paraffin|microcrystalline wax|ceresin|ozokerite/i,
  animal_derived: /cera alba|beeswax|lanolin|carmine|ci 75470|\bmel\b|honey|collagen|keratin|lactis|milk|silk/i,
};

export interface Ingredient {
  id: string;
  name: string;
  phrases: readonly string[];
  /** Matches the INCI name of the ingredient. */
  inci: RegExp;
}

export const INGREDIENTS: readonly Ingredient[] = [
  { id: 'niacinamide', name: 'niacinamide', phrases: ['niacinamide', 'vitamin b3', 'nicotinamide'], inci: /niacinamide/i },
  { id: 'hyaluronic-acid', name: 'hyaluronic acid', phrases: ['hyaluronic acid', 'hyaluronic', 'sodium hyaluronate'], inci: /hyaluron/i },
  { id: 'vitamin-c', name: 'vitamin C', phrases: ['vitamin c', 'vit c', 'ascorbic acid'], inci: /ascorb/i },
  { id: 'retinol', name: 'retinol', phrases: ['retinol', 'retinoid', 'retinoids', 'retinal', 'retinaldehyde', 'tretinoin', 'vitamin a', 'adapalene'], inci: /retin|adapalene/i },
  { id: 'aha', name: 'AHAs (glycolic or lactic acid)', phrases: ['aha', 'ahas', 'glycolic', 'glycolic acid', 'lactic acid', 'mandelic acid', 'alpha hydroxy'], inci: /glycolic|lactic acid|mandelic/i },
  { id: 'bha', name: 'salicylic acid (BHA)', phrases: ['bha', 'salicylic', 'salicylic acid', 'beta hydroxy'], inci: /salicylic acid/i },
  { id: 'ceramides', name: 'ceramides', phrases: ['ceramide', 'ceramides'], inci: /ceramide/i },
  { id: 'shea-butter', name: 'shea butter', phrases: ['shea', 'shea butter', 'karite'], inci: /butyrospermum/i },
  { id: 'cocoa-butter', name: 'cocoa butter', phrases: ['cocoa butter', 'cocoa', 'cacao'], inci: /theobroma/i },
  { id: 'glycerin', name: 'glycerin', phrases: ['glycerin', 'glycerine', 'glycerol'], inci: /^glycerin$/i },
  { id: 'aloe-vera', name: 'aloe vera', phrases: ['aloe', 'aloe vera'], inci: /aloe/i },
  { id: 'tea-tree', name: 'tea tree oil', phrases: ['tea tree', 'tea tree oil', 'melaleuca'], inci: /melaleuca/i },
  { id: 'peptides', name: 'peptides', phrases: ['peptide', 'peptides', 'collagen'], inci: /peptide/i },
  { id: 'azelaic-acid', name: 'azelaic acid', phrases: ['azelaic', 'azelaic acid'], inci: /azelaic/i },
  { id: 'caffeine', name: 'caffeine', phrases: ['caffeine'], inci: /caffeine/i },
  { id: 'vitamin-e', name: 'vitamin E', phrases: ['vitamin e', 'tocopherol'], inci: /tocopher/i },
  { id: 'coconut-oil', name: 'coconut oil', phrases: ['coconut', 'coconut oil'], inci: /cocos nucifera/i },
  { id: 'jojoba', name: 'jojoba oil', phrases: ['jojoba', 'jojoba oil'], inci: /simmondsia/i },
  { id: 'rosehip', name: 'rosehip oil', phrases: ['rosehip', 'rosehip oil', 'rose hip'], inci: /rosa canina/i },
  { id: 'moringa', name: 'moringa oil', phrases: ['moringa', 'moringa oil'], inci: /moringa/i },
  { id: 'charcoal', name: 'charcoal', phrases: ['charcoal'], inci: /charcoal/i },
  { id: 'clay', name: 'clay', phrases: ['clay', 'kaolin', 'bentonite'], inci: /kaolin|bentonite/i },
  { id: 'zinc', name: 'zinc', phrases: ['zinc'], inci: /zinc/i },
  { id: 'rose-water', name: 'rose water', phrases: ['rose water', 'rosewater', 'rose'], inci: /rosa damascena/i },
  { id: 'coffee', name: 'coffee', phrases: ['coffee'], inci: /coffea/i },
  { id: 'hibiscus', name: 'hibiscus', phrases: ['hibiscus'], inci: /hibiscus/i },
  { id: 'mango-butter', name: 'mango butter', phrases: ['mango', 'mango butter'], inci: /mangifera/i },
  { id: 'beeswax', name: 'beeswax', phrases: ['beeswax', 'bees wax'], inci: /cera alba/i },
  { id: 'almond-oil', name: 'almond oil', phrases: ['almond', 'almonds', 'almond oil', 'sweet almond oil'], inci: /prunus amygdalus/i },
  { id: 'panthenol', name: 'panthenol', phrases: ['panthenol', 'vitamin b5', 'provitamin b5'], inci: /panthenol/i },
  { id: 'ferulic-acid', name: 'ferulic acid', phrases: ['ferulic', 'ferulic acid'], inci: /ferulic/i },
  { id: 'sugar', name: 'sugar', phrases: ['sugar', 'brown sugar'], inci: /sucrose/i },
  { id: 'squalane', name: 'squalane', phrases: ['squalane'], inci: /squalane/i },
  { id: 'castor-oil', name: 'castor oil', phrases: ['castor', 'castor oil'], inci: /ricinus/i },
];
export const INGREDIENT_BY_ID = new Map(INGREDIENTS.map((ingredient) => [ingredient.id, ingredient]));

/** 'nuts' after 'allergic to' or 'no': the nut oils and butters of the catalog. */
export const NUT_INGREDIENTS = ['almond-oil', 'shea-butter', 'coconut-oil'];

/** What the shop does not sell: a need of another kind, or a medicine (for a doctor or pharmacist). */
export type UnservedKind = 'need' | 'product' | 'medicine';
export interface Unserved {
  what: string;
  kind: UnservedKind;
}
const unserved = (kind: UnservedKind, groups: [string, string[]][]): [Unserved, string[]][] => groups.map(([what, phrases]) => [{ what, kind }, phrases]);

/** Needs and goods the catalog does not serve: said so rather than answered with something unrelated. */
export const UNSERVED_WORDS: Table<Unserved> = [
  ...unserved('need', [
    ['the scalp', ['scalp', 'dandruff']],
    ['hair', ['hair', 'hair loss', 'hairline', 'beard', 'eyebrows', 'eyelashes', 'lashes']],
    ['nails', ['nails', 'nail']],
    ['stretch marks', ['stretch marks', 'stretchmarks', 'stretch mark']],
    ['cellulite', ['cellulite']],
    ['body odour', ['body odour', 'body odor']],
  ]),
  ...unserved('product', [
    ['hair care', ['shampoo', 'shampoos', 'dry shampoo', 'conditioner', 'conditioners', 'hair conditioner', 'hair oil', 'hair dye', 'hair colour', 'hair color', 'hair mask', 'hair gel', 'hair spray', 'hairspray', 'relaxer', 'edge control', 'wig', 'wigs', 'braiding hair', 'leave in conditioner']],
    ['perfume', ['perfume', 'perfumes', 'cologne', 'colognes', 'eau de parfum', 'eau de toilette', 'body mist', 'body spray', 'fragrances']],
    ['make-up', ['makeup', 'make up', 'foundation', 'concealer', 'mascara', 'eyeliner', 'eye liner', 'eyeshadow', 'eye shadow', 'blush', 'blusher', 'bronzer', 'lipstick', 'lipsticks', 'lip liner', 'primer', 'setting spray', 'face powder', 'contour', 'false lashes', 'makeup brushes']],
    ['nail care', ['nail polish', 'nail varnish', 'nail polish remover', 'nail file']],
    ['deodorant', ['deodorant', 'deodorants', 'antiperspirant']],
    ['shaving products', ['razor', 'razors', 'shaving cream', 'shaving foam', 'wax strips', 'epilator']],
    ['oral care', ['toothpaste', 'toothbrush', 'mouthwash', 'dental floss']],
  ]),
  ...unserved('medicine', [
    ['medicines', ['medicine', 'medicines', 'medication', 'painkiller', 'painkillers', 'pain killers', 'pain relief', 'paracetamol', 'acetaminophen', 'ibuprofen', 'aspirin', 'tablets', 'pills', 'cough syrup', 'cough medicine', 'cold medicine', 'headache', 'migraine', 'antihistamine', 'antihistamines', 'allergy tablets']],
    ['prescription creams', ['antibiotic', 'antibiotics', 'antibiotic cream', 'hydrocortisone', 'hydrocortisone cream', 'steroid cream', 'antifungal', 'antifungal cream', 'tretinoin cream', 'accutane', 'isotretinoin', 'prescription cream']],
  ]),
];

/** Words that open an exclusion: what follows them (a few words) is not wanted. */
export const NEGATION_CUES: readonly string[] = [
  'not', 'no', 'without', 'free of', 'free from', 'avoid', 'avoiding', 'except', 'other than', 'excluding', 'nothing with',
  'nothing for', 'dont want', 'do not want', 'cant use', 'cannot use', 'cant have', 'allergic to', 'allergy to', 'allergies to', 'intolerant to',
  'react to', 'reacts to', 'isnt', 'but not', 'instead of', 'rather than', 'skip', 'never', 'hate', 'hates', 'dont like', 'doesnt like',
  'not a fan of', 'cant stand', 'anything but', 'apart from',
];
