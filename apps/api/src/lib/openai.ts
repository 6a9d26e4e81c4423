import type { AppConfig } from '../config';

/** An OpenAI-compatible chat completions API (hosted, or a local server speaking the same protocol). */
export type OpenAiSettings = AppConfig['openai'];

export type OpenAiContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface OpenAiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | OpenAiContentPart[];
}

/** A function the model may call (OpenAI function calling): its name, what it does, its JSON Schema parameters. */
export interface OpenAiTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface OpenAiToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** The messages of a conversation with tools: the model's calls, and each call's result. */
export type OpenAiToolMessage =
  | OpenAiMessage
  | { role: 'assistant'; content: string | null; tool_calls: OpenAiToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** The model's turn: an answer, or calls of the tools it was given. */
export interface ModelTurn {
  content: string | null;
  toolCalls: OpenAiToolCall[];
}

export class OpenAiError extends Error {
  override name = 'OpenAiError';
}

export interface CompletionOptions {
  maxTokens?: number;
  timeoutMs?: number;
}

/** One chat completion; throws OpenAiError for a failed call, a timeout or an empty answer. */
export async function chatCompletion(settings: OpenAiSettings, messages: readonly OpenAiMessage[], options: CompletionOptions = {}): Promise<string> {
  const turn = await modelTurn(settings, messages, [], options);
  if (turn.content === null) throw new OpenAiError('The language model gave an empty answer');
  return turn.content;
}

/** One turn of the model with tools it may call; throws OpenAiError for a failed call, a timeout, or neither an answer nor a call. */
export async function modelTurn(
  settings: OpenAiSettings,
  messages: readonly OpenAiToolMessage[],
  tools: readonly OpenAiTool[],
  { maxTokens = 600, timeoutMs = 30_000 }: CompletionOptions = {},
): Promise<ModelTurn> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, max_tokens: maxTokens, temperature: 0.3, ...(tools.length > 0 ? { tools } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OpenAiError(`The language model could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    // The body may echo the request; only the status goes to the logs.
    await response.body?.cancel();
    throw new OpenAiError(`The language model answered HTTP ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null;
  const message = body?.choices?.[0]?.message;
  const toolCalls = Array.isArray(message?.tool_calls) ? (message.tool_calls as unknown[]).filter(isToolCall) : [];
  const content = typeof message?.content === 'string' && message.content.trim() !== '' ? message.content.trim() : null;
  if (content === null && toolCalls.length === 0) throw new OpenAiError('The language model gave an empty answer');
  return { content, toolCalls };
}

function isToolCall(value: unknown): value is OpenAiToolCall {
  const call = value as Partial<OpenAiToolCall> | null;
  return typeof call?.id === 'string' && typeof call.function?.name === 'string' && typeof call.function.arguments === 'string';
}
