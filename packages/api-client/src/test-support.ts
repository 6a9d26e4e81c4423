import type { KeyValueStorage } from './platform';
import { createMemoryStorage } from './platform';
import type { FetchLike } from './transport';

/** One request as the fake server saw it. */
export interface SeenRequest {
  at: number;
  method: string;
  url: URL;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
  json: unknown;
}

export type FakeAnswer =
  | { status?: number; body?: unknown; delayMs?: number; raw?: string }
  | { hang: true }
  | { fail: Error };

export type FakeRoute = (request: SeenRequest) => FakeAnswer;

/**
 * A fake server behind `fetch`: answers after a delay measured with the (fake) timers and
 * aborts like real fetch, so queue, spacing and timeouts are observable.
 */
export function createFakeServer(route: FakeRoute) {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = (input, init) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const request: SeenRequest = {
      at: Date.now(),
      method: init.method ?? 'GET',
      url: new URL(input, 'http://shop.test'),
      headers,
      credentials: init.credentials,
      body: init.body,
      json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    seen.push(request);
    const answer = route(request);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      init.signal?.addEventListener('abort', abort);
      if ('hang' in answer) return;
      if ('fail' in answer) {
        reject(answer.fail);
        return;
      }
      setTimeout(() => {
        init.signal?.removeEventListener('abort', abort);
        const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        resolve(new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } }));
      }, answer.delayMs ?? 0);
    });
  };
  return { fetch, seen };
}

export function storageWith(entries: Record<string, string> = {}): KeyValueStorage {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}
