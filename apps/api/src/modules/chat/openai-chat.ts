import type { CatalogProduct } from '../../lib/catalog-search';
import { z } from 'zod';
import { modelTurn, type OpenAiSettings, type OpenAiTool, type OpenAiToolMessage } from '../../lib/openai';
import { asSentence, type AssistantInput, type AssistantReply } from './assistant/assistant';
import { selectProducts } from './assistant/matching';
import { constraintsSchema } from './assistant/memory';
import { profileOf, profiled } from './assistant/profile';
import { money } from './assistant/wording';
import { listFinder, type ProductFinder } from './product-finder';
import type { ChatModel } from './service';

const SYSTEM_PROMPT = [
  'You are the beauty assistant of Nyansa, an online shop for skincare, body and lip care founded in Ghana.',
  'Answer in a warm, short and practical way (at most 120 words). Give cosmetic advice only: never diagnose a disease.',
  'The JSON below holds what the shopper asks for so far ("constraints", built from the whole conversation) and the catalog products that satisfy every one of them ("candidates").',
  'Only recommend candidates, link each one exactly as [Product name](/products/<id>) and give its price exactly as listed; never name another product or price.',
  'If there are no candidates, say that nothing in our catalog fits and offer the "closest" products instead, naming what each one misses.',
  'If "medical" is true, tell the shopper to see a dermatologist first and recommend no product; if "plan" is "ai_analysis",',
  "add that they can ask one of our dermatologists by choosing 'Ask a dermatologist' on a skin analysis result.",
  'If "safety" says pregnancy, child or allergy, the candidates already leave out what is unsafe for it: keep to them, and say to check with a doctor, midwife or pharmacist.',
  'If "constraints" has a "count", recommend exactly that many products (fewer only when fewer fit).',
  'To look for other products, call search_catalog with a structured query (the same fields as "constraints"); recommend only products that the candidates or a search returned.',
  'If the question is not about skin care, beauty, this shop, orders or subscriptions, say politely that you can only help with those.',
].join(' ');

/** A product as the model sees it: what it is, suits and costs. */
function productFacts(product: CatalogProduct) {
  const profile = profileOf(product);
  return {
    id: product.product_id,
    name: product.product_name,
    price: Number(product.price.toFixed(2)),
    type: profile.type,
    areas: profile.areas,
    skin_types: profile.skinTypes,
    concerns: profile.concerns,
    free_of: profile.freeOf,
    spf: profile.spf,
    key_ingredients: profile.keyIngredients,
  };
}

/** The system message: the rules, the parsed constraints with the fitting products, and the user's latest analysis. */
export function groundingMessage(input: AssistantInput, local: AssistantReply): string {
  const lines = local.suggestions
    .map((product) => `- [${product.product_name}](/products/${product.product_id}), ${money(product.price)}, ${product.category ?? 'skincare'}: ${product.description ?? ''}`)
    .join('\n');
  const context = {
    intent: local.intent,
    constraints: local.constraints,
    medical: local.medical,
    safety: local.safety,
    plan: input.plan ?? null,
    candidates: local.suggestions.map(productFacts),
    closest: local.closest.map(({ product, misses }) => ({ ...productFacts(product), misses: misses.map((miss) => miss.kind) })),
  };
  const analysis = input.latestAnalysis
    ? `The user's latest skin analysis (${input.latestAnalysis.date}): ${asSentence(input.latestAnalysis.diagnosis)} Concerns, most important first: ${input.latestAnalysis.concerns.join(', ') || 'none'}.`
    : 'The user has no skin analysis yet.';
  const name = input.firstName ? `The user's first name is ${input.firstName}.` : '';
  return [
    SYSTEM_PROMPT,
    `Products from the catalog that match this question:\n${lines || '(none)'}`,
    `Structured context (JSON):\n${JSON.stringify(context)}`,
    `${analysis} ${name}`.trim(),
    `Background from the shop's knowledge base and the local assistant's answer:\n${local.content}`,
  ].join('\n\n');
}

/** The catalog search the model may call: the assistant's own structured query over the same catalog. */
export const searchCatalogTool: OpenAiTool = {
  type: 'function',
  function: {
    name: 'search_catalog',
    description:
      'Products of the Nyansa catalog that meet every constraint of a structured query (product types, area, skin types, concerns, ingredients, free-of flags, SPF, tint, price range, exclusions, sort or superlative, count: how many products). Returns the fitting products, best first, or the closest ones with what each misses.',
    parameters: z.toJSONSchema(constraintsSchema, { io: 'input' }),
  },
};
/** Tool rounds before the model must answer with what it has. */
const MAX_TOOL_ROUNDS = 3;

/** What a search_catalog call returns to the model: the products for its query, or why the query was refused. */
export async function runCatalogSearch(findProducts: ProductFinder<CatalogProduct>, args: string): Promise<string> {
  let json: unknown;
  try {
    json = JSON.parse(args);
  } catch {
    return JSON.stringify({ error: 'The arguments are not JSON.' });
  }
  const query = constraintsSchema.safeParse(json);
  if (!query.success) return JSON.stringify({ error: `The query does not fit the schema: ${query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}` });
  // The same seam as the local assistant's: the query's products from the whole catalog, then one selection.
  const catalog = await findProducts({ queries: [query.data], ids: [], message: '' });
  const selection = selectProducts(profiled(catalog), query.data, query.data.count ?? (query.data.superlative ? 1 : 5));
  return JSON.stringify({
    products: selection.products.map(productFacts),
    closest: selection.closest.map(({ product, misses }) => ({ ...productFacts(product), misses: misses.map((miss) => miss.kind) })),
  });
}

/**
 * An answer from an OpenAI-compatible model, grounded with the constraints, the fitting products and
 * the latest analysis; the model may search the catalog with the same structured query (function calling).
 */
export async function answerWithOpenAi(
  settings: OpenAiSettings,
  input: AssistantInput,
  local: AssistantReply,
  findProducts: ProductFinder<CatalogProduct> = listFinder(input.catalog),
): Promise<string> {
  const history: OpenAiToolMessage[] = (input.history ?? []).map((turn) => ({
    role: turn.role === 'user' ? 'user' : 'assistant',
    content: turn.content,
  }));
  const messages: OpenAiToolMessage[] = [{ role: 'system', content: groundingMessage(input, local) }, ...history, { role: 'user', content: input.message }];
  for (let round = 0; ; round += 1) {
    const turn = await modelTurn(settings, messages, round < MAX_TOOL_ROUNDS ? [searchCatalogTool] : []);
    if (turn.toolCalls.length === 0 || round >= MAX_TOOL_ROUNDS) {
      if (turn.content !== null) return turn.content;
      // Tool calls after the last round: answer with what the local assistant found.
      return local.content;
    }
    messages.push({ role: 'assistant', content: turn.content, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls) {
      const result = call.function.name === searchCatalogTool.function.name ? await runCatalogSearch(findProducts, call.function.arguments) : JSON.stringify({ error: `No tool ${call.function.name}.` });
      messages.push({ role: 'tool', tool_call_id: call.id, content: result });
    }
  }
}

/** CHAT_PROVIDER=openai: answers written by the configured model. */
export function createOpenAiChatModel(settings: OpenAiSettings): ChatModel {
  return { answer: (input, local, findProducts) => answerWithOpenAi(settings, input, local, findProducts) };
}
