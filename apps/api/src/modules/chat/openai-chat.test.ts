import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, textOf, type FakeOpenAi } from '../../../test/fake-openai';
import { answerLocally, type AssistantInput } from './assistant/assistant';
import { parseMessage } from './assistant/constraints';
import { answerWithOpenAi } from './openai-chat';
import { OpenAiError } from '../../lib/openai';
import { evalCatalog } from './eval/catalog';

const catalog = [
  { product_id: 4, product_name: 'Pink Lip Balm', description: 'Nourishing lip balm with shea butter.', category: 'lip', price: 1.99 },
  { product_id: 5, product_name: 'Body Butter', description: 'Rich shea butter for dry body skin.', category: 'body', price: 5.99 },
];

describe('OpenAI-compatible chat provider', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi('Try [Pink Lip Balm](/products/4) twice a day.');
  });
  afterAll(() => fake.close());

  const input: AssistantInput = {
    message: 'what about for lips?',
    signedIn: true,
    firstName: 'Ama',
    catalog,
    history: [
      { role: 'user', content: 'moisturizer for dry skin', intent: 'product_search', context: { v: 1, intent: 'product_search', constraints: parseMessage('moisturizer for dry skin').constraints, suggested: [] } },
      { role: 'bot', content: 'For moisturizer for dry skin, I would suggest Body Butter.' },
    ],
    latestAnalysis: {
      diagnosis: 'Matte skin with visible fine texture, which often goes with dryness. Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.',
      concerns: ['dryness', 'texture'],
      date: '2026-11-20',
    },
  };

  it('sends the conversation grounded with matching products and the latest analysis', async () => {
    const settings = { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model' };
    const answer = await answerWithOpenAi(settings, input, answerLocally(input));
    expect(answer).toBe('Try [Pink Lip Balm](/products/4) twice a day.');

    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    const [system, ...rest] = request.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('[Pink Lip Balm](/products/4), $1.99');
    expect(system?.content).toContain(
      "The user's latest skin analysis (2026-11-20): Matte skin with visible fine texture, which often goes with dryness. Skin tone: light (ITA° 45). " +
        'Cosmetic assessment, not a medical diagnosis. Concerns, most important first: dryness, texture.',
    );
    expect(system?.content).not.toContain('..');
    // The follow-up's constraints, built from both turns, and the products that satisfy them, as data.
    const json = JSON.parse(/Structured context \(JSON\):\n(.*)/.exec(textOf(system))![1]!);
    expect(json.constraints).toMatchObject({ area: 'lips', family: 'moisturise', concerns: ['dryness'] });
    expect(json.candidates.map((product: { name: string }) => product.name)).toEqual(['Pink Lip Balm']);
    expect(json.candidates[0]).toMatchObject({ id: 4, price: 1.99, type: 'lip_balm', areas: ['lips'] });
    expect(json).toMatchObject({ medical: false, plan: null, closest: [] });
    expect(rest.map((m) => [m.role, m.content])).toEqual([
      ['user', 'moisturizer for dry skin'],
      ['assistant', 'For moisturizer for dry skin, I would suggest Body Butter.'],
      ['user', 'what about for lips?'],
    ]);
  });

  it('tells the model a medical question needs a dermatologist, and the subscriber how to ask one', async () => {
    const settings = { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model' };
    const medical = { ...input, message: 'a mole on my cheek is bleeding', history: [], plan: 'ai_analysis' as const };
    await answerWithOpenAi(settings, medical, answerLocally(medical));
    const system = textOf(fake.requests.at(-1)!.body.messages[0]);
    const json = JSON.parse(/Structured context \(JSON\):\n(.*)/.exec(system)![1]!);
    expect(json).toMatchObject({ intent: 'medical', medical: true, plan: 'ai_analysis', candidates: [] });
    expect(system).toContain("'Ask a dermatologist'");
  });

  it('lets the model search the catalog with the structured query (function calling), and answers with what it found', async () => {
    const settings = { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model' };
    const shop = evalCatalog;
    const question: AssistantInput = { message: 'a lip balm under $2', signedIn: true, catalog: shop };
    fake.script = [
      { toolCalls: [{ name: 'search_catalog', arguments: JSON.stringify({ types: ['lip_balm'], price: { below: 2 }, sort: 'cheapest' }) }] },
      { toolCalls: [{ name: 'search_catalog', arguments: '{"types":["shampoo"]}' }] },
      { content: 'Try [Shea Lip Butter](/products/16).' },
    ];
    const before = fake.requests.length;
    const answer = await answerWithOpenAi(settings, question, answerLocally(question));
    expect(answer).toBe('Try [Shea Lip Butter](/products/16).');
    const [first, second, third] = fake.requests.slice(before).map((request) => request.body);
    // The tool is offered with the query's JSON Schema: the catalog's product types among its values.
    const tool = first!.tools?.find((entry) => entry.function.name === 'search_catalog');
    expect(JSON.stringify(tool?.function.parameters)).toContain('"lip_balm"');
    // The search's result: lip balms under $2 only, cheapest first, as the local assistant's matching finds them.
    const found = JSON.parse(textOf(second!.messages.at(-1))) as { products: { name: string; price: number; type: string }[] };
    expect(second!.messages.at(-1)?.role).toBe('tool');
    expect(found.products.map((product) => product.name)).toEqual(['Shea Lip Butter', 'Pink Lip Balm']);
    expect(found.products.every((product) => product.type === 'lip_balm' && product.price < 2)).toBe(true);
    // A query outside the schema is refused with the reason, and the conversation goes on.
    expect(textOf(third!.messages.at(-1))).toContain('The query does not fit the schema: types.0');
    fake.script = [];
  });

  it('grounds the model with the parse of the message: how many products, and the safety situation', async () => {
    const settings = { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model' };
    const question: AssistantInput = { message: "I'm pregnant, two lip balms please", signedIn: true, catalog: evalCatalog };
    fake.script = [
      { toolCalls: [{ name: 'search_catalog', arguments: JSON.stringify({ types: ['lip_balm'], sort: 'cheapest', count: 1 }) }] },
      { content: 'Try [Shea Lip Butter](/products/16).' },
    ];
    const before = fake.requests.length;
    await answerWithOpenAi(settings, question, answerLocally(question));
    const [first, second] = fake.requests.slice(before).map((request) => request.body);
    const json = JSON.parse(/Structured context \(JSON\):\n(.*)/.exec(textOf(first!.messages[0]))![1]!);
    expect(json.constraints).toMatchObject({ types: ['lip_balm'], count: 2, exclude: { ingredients: ['retinol'] } });
    expect(json.safety).toEqual({ pregnancy: true });
    expect(json.candidates).toHaveLength(2);
    // The tool takes the same query, count included: one product, the cheapest.
    const found = JSON.parse(textOf(second!.messages.at(-1))) as { products: { name: string }[] };
    expect(found.products.map((product) => product.name)).toEqual(['Shea Lip Butter']);
    fake.script = [];
  });

  it('reports a failing server, an empty answer and an unreachable server as an OpenAiError', async () => {
    const settings = { baseUrl: fake.baseUrl, apiKey: undefined, model: 'test-model' };
    const local = answerLocally(input);
    fake.failWith = 503;
    await expect(answerWithOpenAi(settings, input, local)).rejects.toThrow(new OpenAiError('The language model answered HTTP 503'));
    fake.failWith = null;
    expect(fake.requests.at(-1)!.authorization).toBeUndefined();

    fake.reply = '  ';
    await expect(answerWithOpenAi(settings, input, local)).rejects.toThrow(new OpenAiError('The language model gave an empty answer'));
    fake.reply = 'Try [Pink Lip Balm](/products/4) twice a day.';

    const closed = await startFakeOpenAi();
    await closed.close();
    await expect(answerWithOpenAi({ ...settings, baseUrl: closed.baseUrl }, input, local)).rejects.toThrow(/^The language model could not be reached/);
  });
});
