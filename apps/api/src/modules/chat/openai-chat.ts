import { asSentence, type AssistantInput, type AssistantReply } from './assistant/assistant';
import { chatCompletion, type OpenAiMessage, type OpenAiSettings } from '../../lib/openai';
import type { ChatModel } from './service';

const SYSTEM_PROMPT = [
  'You are the beauty assistant of Nyansa, an online shop for skincare, body and lip care founded in Ghana.',
  'Answer in a warm, short and practical way (at most 120 words). Give cosmetic advice only: never diagnose a disease;',
  'for anything that looks medical, painful, spreading or persistent, recommend seeing a dermatologist.',
  'Only recommend products from the list below, and link each one exactly as [Product name](/products/<id>).',
  'If the question is not about skin care, beauty, this shop, orders or subscriptions, say politely that you can only help with those.',
].join(' ');

/** The system message: the rules, the matching catalog products and the user's latest analysis. */
export function groundingMessage(input: AssistantInput, local: AssistantReply): string {
  const products = local.products.length > 0 ? local.products : input.catalog.slice(0, 8);
  const catalog = products
    .map((product) => `- [${product.product_name}](/products/${product.product_id}), $${product.price.toFixed(2)}, ${product.category ?? 'skincare'}: ${product.description ?? ''}`)
    .join('\n');
  const analysis = input.latestAnalysis
    ? `The user's latest skin analysis (${input.latestAnalysis.date}): ${asSentence(input.latestAnalysis.diagnosis)} Concerns, most important first: ${input.latestAnalysis.concerns.join(', ') || 'none'}.`
    : 'The user has no skin analysis yet.';
  const name = input.firstName ? `The user's first name is ${input.firstName}.` : '';
  return `${SYSTEM_PROMPT}\n\nProducts from the catalog that match this question:\n${catalog || '(none)'}\n\n${analysis} ${name}\n\nBackground from the shop's knowledge base:\n${local.content}`;
}

/** An answer from an OpenAI-compatible model, grounded with the catalog and the latest analysis. */
export async function answerWithOpenAi(settings: OpenAiSettings, input: AssistantInput, local: AssistantReply): Promise<string> {
  const history: OpenAiMessage[] = (input.history ?? []).map((turn) => ({
    role: turn.role === 'user' ? 'user' : 'assistant',
    content: turn.content,
  }));
  return chatCompletion(settings, [
    { role: 'system', content: groundingMessage(input, local) },
    ...history,
    { role: 'user', content: input.message },
  ]);
}

/** CHAT_PROVIDER=openai: answers written by the configured model. */
export function createOpenAiChatModel(settings: OpenAiSettings): ChatModel {
  return { answer: (input, local) => answerWithOpenAi(settings, input, local) };
}
