import type { AppConfig } from '../config';

/** An OpenAI-compatible chat completions API (hosted, or a local server speaking the same protocol). */
export type OpenAiSettings = AppConfig['openai'];

export type OpenAiContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface OpenAiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | OpenAiContentPart[];
}

export class OpenAiError extends Error {
  override name = 'OpenAiError';
}

export interface CompletionOptions {
  maxTokens?: number;
  timeoutMs?: number;
}

/** One chat completion; throws OpenAiError for a failed call, a timeout or an empty answer. */
export async function chatCompletion(
  settings: OpenAiSettings,
  messages: readonly OpenAiMessage[],
  { maxTokens = 600, timeoutMs = 30_000 }: CompletionOptions = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, max_tokens: maxTokens, temperature: 0.3 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new OpenAiError(`The language model could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    // The body may echo the request; only the status goes to the logs.
    await response.body?.cancel();
    throw new OpenAiError(`The language model answered HTTP ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new OpenAiError('The language model gave an empty answer');
  return content.trim();
}
