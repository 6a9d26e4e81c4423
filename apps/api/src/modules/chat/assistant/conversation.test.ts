import { describe, expect, it } from 'vitest';
import { evalCatalog } from '../eval/catalog';
import { answerLocally, type AssistantReply, type ChatTurn } from './assistant';
import { readTurnContext } from './memory';

/** What the database column gives back: the context as JSON, parsed. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
import { askDermatologistLine, medicalAnswer } from './safety';

/** A conversation as the chat service keeps it: each question stored with its context and read back. */
function converse(messages: string[], plan: 'basic' | 'ai_analysis' | null = null): AssistantReply[] {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const reply = answerLocally({ message, signedIn: true, catalog: evalCatalog, history, plan });
    const context = readTurnContext(stored(reply.context));
    history.push({ role: 'user', content: message, intent: reply.intent, context }, { role: 'bot', content: reply.content });
    return reply;
  });
}

const names = (reply: AssistantReply) => reply.suggestions.map((product) => product.product_name);

describe('conversation memory', () => {
  it('keeps the earlier constraints in a follow-up, and "cheaper" means cheaper than what was just suggested', () => {
    const [, body, cheaper] = converse(['fragrance-free moisturiser for dry skin', 'what about for my body?', 'and something cheaper?']);
    expect(body!.constraints).toMatchObject({ area: 'body', family: 'moisturise', freeOf: ['fragrance'], concerns: ['dryness'] });
    expect(names(body!)).toEqual(['Cocoa Body Lotion', 'Body Butter', 'Moringa Body Oil']);
    expect(cheaper!.constraints.price).toEqual({ below: 4.99 });
    expect(cheaper!.content).toBe(
      'There is nothing cheaper: [Cocoa Body Lotion](/products/9), $4.99 is already our most affordable choice of fragrance-free body lotions, body butters or body oils for dry skin on the body.\n\n' +
        'Tip: Rough elbows, knees and heels need exfoliation and rich moisture: a body scrub or lactic acid lotion a few times a week, then a thick body butter. Socks over butter overnight work wonders for heels.',
    );
  });

  it('finds something cheaper when there is, of the kind now asked for', () => {
    const [oil, cheaper] = converse(['I want a body oil', 'any cheaper moisturiser for the body?']);
    expect(names(oil!)).toEqual(['Moringa Body Oil']);
    expect(names(cheaper!)).toEqual(['Cocoa Body Lotion', 'Body Butter']);
  });

  it('leaves out what was just suggested when asked for something else, and takes back a skin type corrected', () => {
    const [, other] = converse(['serum for dull skin', 'something else?']);
    expect(other!.suggestions).toEqual([]);
    expect(other!.content).toContain('- [Niacinamide Blemish Serum](/products/5), $4.79: it does not target dullness.');
    const [, oily] = converse(['moisturiser for dry skin', 'actually my skin is oily, not dry']);
    expect(oily!.constraints.skinTypes).toEqual(['oily']);
    expect(names(oily!)).toEqual(['Daily Moisturiser SPF 30']);
  });

  it('makes each step of a routine cheaper than the one just suggested', () => {
    const [routine, cheaper] = converse(['routine for normal skin', 'cheaper?']);
    expect(routine!.constraints.routine).toBe(true);
    expect(cheaper!.constraints.cheaperThan).toMatchObject({ cleanser: 4.49, serum: 3.99 });
    for (const product of cheaper!.suggestions) {
      const before = routine!.suggestions.filter((earlier) => earlier.details?.product_type === product.details?.product_type);
      for (const earlier of before) expect(product.price).toBeLessThan(earlier.price);
    }
  });

  it('reads a stored context back, and nothing from one of another shape', () => {
    const [reply] = converse(['acne-prone moisturiser under $10']);
    expect(readTurnContext(stored(reply!.context))).toEqual(reply!.context);
    expect(readTurnContext({ v: 1, intent: 'product_search', constraints: { area: 'moon' }, suggested: [] })).toBeNull();
    expect(readTurnContext('dry moisturizer lip')).toBeNull();
    expect(readTurnContext(null)).toBeNull();
  });
});

describe('safety', () => {
  it('tells an AI + Dermatologist subscriber how to ask a dermatologist, and nobody else', () => {
    expect(medicalAnswer('mole', { plan: 'ai_analysis', analysisDate: '2026-11-20' })).toBe(
      'This sounds like something to show a dermatologist first. A mole or spot that is new, changing in size, shape or colour, itching or bleeding needs a dermatologist to look at it soon. Please do not treat it with skincare in the meantime. ' +
        "With your AI + Dermatologist plan you can ask one of our dermatologists: open your skin analysis of 2026-11-20 in Skin Analysis and choose 'Ask a dermatologist'.",
    );
    expect(askDermatologistLine({ plan: 'premium' })).toBe('');
    const [medical] = converse(['my lip keeps bleeding and will not heal'], 'basic');
    expect(medical).toMatchObject({ intent: 'medical', medical: true, suggestions: [] });
    expect(medical!.content).not.toContain('Ask a dermatologist');
  });
});
