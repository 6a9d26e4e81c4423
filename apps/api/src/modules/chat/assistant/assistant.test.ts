import { SKIN_CONCERNS, SKIN_RULES, type SkinConcern } from '@nyansa/skin-analysis';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../lib/catalog-search';
import { evalCatalog } from '../eval/catalog';
import { ANALYSIS_CONCERN, answerLocally, LOGIN_PROMPT, type AssistantReply, type ChatTurn, type LatestAnalysis } from './assistant';
import { parseMessage } from './constraints';
import { detectIntent } from './intents';
import { knowledgeBase } from './knowledge';

const catalog: CatalogProduct[] = [
  { product_id: 1, product_name: 'Sunscreen Cream', description: 'Broad-spectrum SPF 50 sun protection that leaves no white cast.', category: 'skincare', price: 5.99 },
  { product_id: 2, product_name: 'Vitamin C Serum', description: 'A brightening serum with 10% vitamin C for a radiant, even tone.', category: 'skincare', price: 3.99 },
  { product_id: 3, product_name: 'Body Glow', description: 'A shimmering body oil for a soft, sun-kissed glow.', category: 'body', price: 7.99 },
  { product_id: 4, product_name: 'Pink Lip Balm', description: 'Nourishing lip balm with shea butter for soft, smooth lips.', category: 'lip', price: 1.99 },
  { product_id: 5, product_name: 'Body Butter', description: 'Rich whipped shea butter that deeply moisturizes dry body skin.', category: 'body', price: 5.99 },
  { product_id: 6, product_name: 'Lip Scrub', description: 'Gentle sugar scrub that buffs away flaky lips.', category: 'lip', price: 0.99 },
  { product_id: 7, product_name: 'Hydrating Face Moisturizer', description: 'A ceramide and hyaluronic acid cream for dry, tight skin.', category: 'skincare', price: 12.5 },
  { product_id: 8, product_name: 'Clarifying Gel Cleanser', description: 'Salicylic acid face wash for oily and acne-prone skin.', category: 'skincare', price: 8 },
  { product_id: 9, product_name: 'Full Set', description: 'Every Nyansa product in one box.', category: 'skincare', price: 55.99 },
  { product_id: 10, product_name: 'Smoothing Lactic Acid Toner', description: 'Gentle exfoliating toner that smooths rough texture.', category: 'skincare', price: 9.5 },
];

/** A diagnosis as the analyzer words it: the finding of a rule, the tone, the cosmetic note. */
function diagnosisOf(ruleId: string): string {
  const rule = SKIN_RULES.find((candidate) => candidate.id === ruleId)!;
  return `${rule.finding}. Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.`;
}

function analysisWith(concerns: SkinConcern[], ruleId: string, date = '2026-11-20'): LatestAnalysis {
  return { diagnosis: diagnosisOf(ruleId), concerns, date };
}

function ask(message: string, history: ChatTurn[] = [], signedIn = true) {
  return answerLocally({ message, signedIn, history, catalog, firstName: 'Ama' });
}

/** The turns a conversation stores for a question and its answer. */
function exchange(message: string, reply: AssistantReply): ChatTurn[] {
  return [
    { role: 'user', content: message, intent: reply.intent, context: reply.context },
    { role: 'bot', content: reply.content },
  ];
}

describe('knowledge base', () => {
  it('has at least 40 entries with distinct ids and an answer each', () => {
    expect(knowledgeBase.length).toBeGreaterThanOrEqual(40);
    expect(new Set(knowledgeBase.map((entry) => entry.id)).size).toBe(knowledgeBase.length);
    for (const entry of knowledgeBase) expect(entry.answer.length).toBeGreaterThan(40);
  });
});

describe('intent detection', () => {
  it.each([
    ['Hello!', 'greeting'],
    ['thank you', 'greeting'],
    ['moisturizer for dry skin', 'product_search'],
    ['something for chapped lips', 'product_search'],
    ['Can you recommend a sunscreen?', 'product_search'],
    ['What is a good morning routine for oily skin?', 'routine'],
    ['In what order should I apply my serums?', 'routine'],
    ['What does niacinamide do?', 'ingredient'],
    ['Is retinol safe to use with vitamin C?', 'ingredient'],
    ['I keep getting breakouts on my chin', 'skin_concern'],
    ['My skin looks dull', 'skin_concern'],
    ['Where is my order?', 'shop_help'],
    ['How do I cancel my subscription?', 'shop_help'],
    ['I forgot my password', 'shop_help'],
    ['Do you ship to Kenya?', 'shop_help'],
    ['Tell me a joke', 'out_of_scope'],
    ['What is the capital of France?', 'out_of_scope'],
    ['Who won the football match yesterday?', 'out_of_scope'],
  ])('%s -> %s', (message, intent) => {
    expect(detectIntent(message, parseMessage(message))).toBe(intent);
  });
});

describe('local assistant', () => {
  it('greets a signed-in user by name', () => {
    const reply = ask('hi');
    expect(reply.intent).toBe('greeting');
    expect(reply.content).toContain('Hello Ama!');
    expect(reply.products).toEqual([]);
  });

  it('suggests moisturizing products for dry skin, with links to their pages', () => {
    const reply = ask('moisturizer for dry skin');
    const names = reply.products.map((product) => product.product_name);
    expect(names[0]).toBe('Hydrating Face Moisturizer');
    expect(names).not.toContain('Lip Scrub');
    expect(names).not.toContain('Clarifying Gel Cleanser');
    expect(reply.content).toContain('[Hydrating Face Moisturizer](/products/7), $12.50');
    expect(reply.content).toContain('For moisturisers for dry skin, I would suggest:');
  });

  it('suggests lip products for chapped lips, the balm first', () => {
    const reply = ask('something for chapped lips');
    expect(reply.products[0]?.product_name).toBe('Pink Lip Balm');
    expect(reply.products.every((product) => product.category === 'lip')).toBe(true);
    expect(reply.content).toContain('(/products/4)');
  });

  it('understands a follow-up about another area', () => {
    const history = exchange('moisturizer for dry skin', ask('moisturizer for dry skin'));
    const followUp = ask('what about for lips?', history);
    expect(followUp.intent).toBe('product_search');
    expect(followUp.products[0]?.product_name).toBe('Pink Lip Balm');
    expect(followUp.products.every((product) => product.category === 'lip')).toBe(true);

    const body = ask('and for my body?', history);
    expect(body.products[0]?.product_name).toBe('Body Butter');
  });

  it('answers a newly named ingredient even when the question starts like a follow-up', () => {
    const history = exchange('what does retinol do?', ask('what does retinol do?'));
    const reply = ask('and what about niacinamide?', history);
    expect(reply.content).toMatch(/^Niacinamide \(vitamin B3\)/);
  });

  it('does not treat a new, complete question as a follow-up', () => {
    const history = exchange('something for chapped lips', ask('something for chapped lips'));
    const reply = ask('Can you recommend a sunscreen?', history);
    expect(reply.products[0]?.product_name).toBe('Sunscreen Cream');
  });

  it('explains an ingredient and names the products that contain it', () => {
    const reply = ask('What does vitamin C do?');
    expect(reply.intent).toBe('ingredient');
    expect(reply.content).toMatch(/antioxidant/);
    expect(reply.products[0]?.product_name).toBe('Vitamin C Serum');
  });

  it('answers how to combine two actives rather than describing only one', () => {
    const reply = ask('Can I use vitamin C and niacinamide together?');
    expect(reply.content).toContain('vitamin C and niacinamide can be used together');
  });

  it('gives a routine with numbered steps', () => {
    const reply = ask('What should my morning routine be?');
    expect(reply.intent).toBe('routine');
    expect(reply.content).toMatch(/^1\. Cleanse, every morning: .*\n2\. .*\n.*Sunscreen, the last step, every morning: \[Sunscreen Cream\]\(\/products\/1\), \$5\.99$/ms);
    expect(reply.products.map((product) => product.product_name)).toContain('Sunscreen Cream');
  });

  it('uses the latest analysis when a routine question names no concern', () => {
    const reply = answerLocally({ message: 'Build me a routine', signedIn: true, catalog, latestAnalysis: analysisWith(['oiliness'], 'shine') });
    expect(reply.content).toContain(
      'Your skin analysis of 2026-11-20 found: Shine in the T-zone (oily-looking skin). Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.\n',
    );
    expect(reply.content).not.toContain('..');
    expect(reply.content).toContain('For oily skin');
  });

  it('points strong signals to a dermatologist', () => {
    const reply = ask('I have itchy red patches, is it eczema?');
    expect(reply.content).toContain('dermatologist');
  });

  it('helps with subscriptions using the shop plan names and prices', () => {
    const reply = ask('What subscription plans do you have?');
    expect(reply.intent).toBe('shop_help');
    expect(reply.content).toContain('AI + Dermatologist ($29.99 a month)');
    expect(reply.products).toEqual([]);
  });

  it('declines questions outside skincare and the shop', () => {
    const reply = ask('What is the capital of France?');
    expect(reply.intent).toBe('out_of_scope');
    expect(reply.content).toContain('I can only help with skincare');
  });

  it('gives a visitor a short answer that ends with the login prompt', () => {
    const reply = ask('something for chapped lips', [], false);
    expect(reply.content.endsWith(LOGIN_PROMPT)).toBe(true);
    expect(reply.content).toMatch(/^You might like \[Pink Lip Balm\]\(\/products\/4\)[^\n]*\. Please log in to access all features\.$/);
    expect(reply.content.length).toBeLessThan(200);
    expect(ask('hello', [], false).content).toBe(`Hello! I am the Nyansa beauty assistant. ${LOGIN_PROMPT}`);
  });

  it('says so when the catalog has nothing that fits', () => {
    const reply = answerLocally({ message: 'eye cream for dark circles', signedIn: true, catalog: [] });
    expect(reply.products).toEqual([]);
    expect(reply.content).toContain('I could not find eye creams for dark circles in our catalog');
  });
});

describe('local assistant and the latest analysis', () => {
  const latestAnalysis = analysisWith(['dryness', 'texture'], 'matte-textured', '2026-11-21');
  const dryDiagnosis = 'Matte skin with visible fine texture, which often goes with dryness. Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.';

  it('recommends products for the concerns of the latest analysis when none are named', () => {
    const reply = answerLocally({ message: 'What products do you recommend for me?', signedIn: true, catalog, latestAnalysis });
    expect(reply.intent).toBe('product_search');
    expect(reply.content).toContain(`Your skin analysis of 2026-11-21 found: ${dryDiagnosis}\n`);
    expect(reply.content).toContain('For dry skin, I would suggest:');
    expect(reply.products[0]?.product_name).toBe('Hydrating Face Moisturizer');
  });

  it("follows the analysis's own priority, not the order of the assistant's keyword table", () => {
    // Dark spots (priority 60) rank above dryness (40) in the analysis; 'dry' comes first in the keyword table.
    const spotsFirst = analysisWith(['hyperpigmentation', 'dryness'], 'dark-spots');
    const reply = answerLocally({ message: 'What products do you recommend for me?', signedIn: true, catalog, latestAnalysis: spotsFirst });
    expect(reply.content).toContain('For dark spots, I would suggest:');
    expect(reply.products[0]?.product_name).toBe('Vitamin C Serum');
    const routine = answerLocally({ message: 'What should I do for my skin?', signedIn: true, catalog, latestAnalysis: analysisWith(['blemishes', 'oiliness'], 'blemishes') });
    expect(routine.content).toContain('For acne-prone skin');
  });

  it('answers every concern tag the analyzer reports with advice of its own', () => {
    const answers = new Set<string>();
    for (const tag of SKIN_CONCERNS) {
      const reply = answerLocally({ message: 'What should I do for my skin?', signedIn: true, catalog, latestAnalysis: analysisWith([tag], 'dark-spots') });
      const advice = reply.content.split('\n\n')[1] ?? '';
      expect(advice, tag).not.toBe('');
      answers.add(advice);
    }
    // Tags that mean the same to a shopper (dark spots, uneven tone) share their advice; the rest differ.
    expect(answers.size).toBe(new Set(Object.values(ANALYSIS_CONCERN).map((meaning) => meaning.entry)).size);
    const texture = answerLocally({ message: 'What products do you recommend for me?', signedIn: true, catalog, latestAnalysis: analysisWith(['texture'], 'texture') });
    expect(texture.products[0]?.product_name).toBe('Smoothing Lactic Acid Toner');
  });

  it('asks what the user is looking for when there is nothing to go on', () => {
    const reply = answerLocally({ message: 'What products do you recommend for me?', signedIn: true, catalog });
    expect(reply.products).toEqual([]);
    expect(reply.content).toMatch(/^Tell me a little about your skin/);
  });

  it('talks about the analysis the user asks about, or says there is none yet', () => {
    expect(answerLocally({ message: 'What did my analysis say?', signedIn: true, catalog, latestAnalysis }).content).toContain(dryDiagnosis);
    expect(answerLocally({ message: 'What did my analysis say?', signedIn: true, catalog }).content).toMatch(/^You have no skin analysis yet\./);
    const balancedDiagnosis = 'Balanced-looking skin: no marked redness, spots, shine or uneven tone measured. Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.';
    const balanced = { diagnosis: balancedDiagnosis, concerns: [], date: '2026-11-22' };
    const reply = answerLocally({ message: 'what did my analysis say?', signedIn: true, catalog, latestAnalysis: balanced });
    expect(reply.content).toContain(`Your skin analysis of 2026-11-22 found: ${balancedDiagnosis}\n`);
    expect(reply.content).not.toContain('..');
    expect(reply.content).toContain('cleanse, moisturize, protect with SPF');
  });
});

describe("the issue's three failures, on the shop's own catalog", () => {
  const shop = (message: string, plan: 'ai_analysis' | null = null) => answerLocally({ message, signedIn: true, catalog: evalCatalog, plan });

  it('keeps "sensitive" and puts nothing for the hands on the face in a routine for dry, sensitive skin', () => {
    const reply = shop('I have dry sensitive skin, what routine?');
    expect(reply.content).toBe(
      [
        'Here is a simple routine for dry and sensitive skin, with products that suit it:',
        '1. Cleanse, morning and evening: [Gentle Foaming Cleanser](/products/1), $4.49',
        '2. Serum, morning and evening: [Hyaluronic Acid Serum](/products/4), $4.99',
        '3. Moisturise, morning and evening: [Shea Night Cream](/products/3), $6.99',
        '4. Sunscreen, the last step, every morning: [Sunscreen Cream](/products/26), $5.99',
        '',
        'No toner fits: our [Hydrating Rose Toner](/products/2), $3.49: it is not made for sensitive skin.',
        '',
        'Why these steps: For dry skin: cleanse with a creamy, non-foaming cleanser, apply a hydrating serum (hyaluronic acid or glycerin) to damp skin, then a rich cream with ceramides or shea butter. Morning: finish with SPF. Evening: a few drops of oil on top helps.',
      ].join('\n'),
    );
    for (const product of reply.suggestions) expect(product.details?.skin_types).toEqual(expect.arrayContaining(['dry', 'sensitive']));
  });

  it('offers a moisturiser for acne-prone skin under $10, not an eye cream or a toner', () => {
    const reply = shop('acne-prone moisturiser under $10');
    expect(reply.suggestions.map((product) => product.product_name)).toEqual(['Daily Moisturiser SPF 30']);
    expect(reply.content).toMatch(/^For moisturisers for acne-prone skin under \$10\.00, I would suggest:\n- \[Daily Moisturiser SPF 30\]\(\/products\/8\), \$6\.99: /);
  });

  it('includes the cheapest lip balm for a lip balm under $15', () => {
    const reply = shop('a lip balm under $15');
    expect(reply.suggestions.map((product) => [product.product_name, product.price])).toEqual([
      ['Shea Lip Butter', 1.49],
      ['Pink Lip Balm', 1.99],
      ['SPF 15 Lip Balm', 2.19],
    ]);
  });

  it("answers a subscriber's skin question with advice and products, not only the photo prompt", () => {
    const reply = shop('what should I do about my oily skin?', 'ai_analysis');
    expect(reply.content).toContain('Oily skin makes more sebum, so it shines and can clog.');
    expect(reply.content).toContain('Products from our shop that fit: [Niacinamide Blemish Serum](/products/5), $4.79');
    expect(reply.suggestions.every((product) => product.details?.skin_types.includes('oily'))).toBe(true);
  });
});
