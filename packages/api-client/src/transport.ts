import { transportMessages } from '@nyansa/contract/messages/transport';
import { ApiError } from './errors';
import { systemClock } from './platform';
import type { Clock, TimerHandle } from './platform';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** Origin (and prefix) put before every path; '' means the page's own origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  clock?: Clock;
  /** The session token each request is signed with; none when it answers null. */
  token?: () => string | null;
  /** Reports whether the browser believes it is offline. */
  isOffline?: () => boolean;
  spacingMs?: number;
  queueTimeoutMs?: number;
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * 'shopper': what the shopper just asked for (a message, a cart change), sent before any waiting
 * 'background' request (a page's data, a refresh). By default a GET is background, anything else
 * the shopper's.
 */
export type RequestPriority = 'shopper' | 'background';

export interface RequestOptions {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** A file to download: a 2xx answer's body comes back as a Blob (refusals are still read as JSON). */
  binary?: boolean;
  /** This request's own time limit (a large download), instead of the transport's. */
  timeoutMs?: number;
  priority?: RequestPriority;
  /**
   * Cancels the request: one still waiting in the queue leaves it unsent, one under way is
   * aborted; either way the promise rejects with a DOMException named 'AbortError'.
   */
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON answer (a Blob for a `binary` request's 2xx); null when the answer was empty or not JSON. */
  body: unknown;
}

/**
 * Sends requests one at a time, 100 ms apart (spec section 9), the shopper's before background
 * ones and each kind in the order asked; answers below 500 come back as they are (spec section 9: they are
 * not transport errors), anything else rejects with an ApiError in the transport texts.
 */
export interface Transport {
  request: (method: HttpMethod, path: string, options?: RequestOptions) => Promise<TransportResponse>;
}

export const transportDefaults = { spacingMs: 100, queueTimeoutMs: 30_000, timeoutMs: 15_000 } as const;

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

interface QueuedRequest {
  send: () => Promise<void>;
  expiry: TimerHandle;
  priority: RequestPriority;
}

function priorityOf(method: HttpMethod, options: RequestOptions): RequestPriority {
  return options.priority ?? (method === 'GET' ? 'background' : 'shopper');
}

export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const token = options.token ?? (() => null);
  const isOffline = options.isOffline ?? browserOffline;
  const spacingMs = milliseconds('spacingMs', options.spacingMs ?? transportDefaults.spacingMs);
  const queueTimeoutMs = milliseconds('queueTimeoutMs', options.queueTimeoutMs ?? transportDefaults.queueTimeoutMs);
  const timeoutMs = milliseconds('timeoutMs', options.timeoutMs ?? transportDefaults.timeoutMs);

  const queue: QueuedRequest[] = [];
  let draining = false;
  let lastFinishedAt = Number.NEGATIVE_INFINITY;

  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0) {
        const wait = lastFinishedAt + spacingMs - clock.now();
        if (wait > 0) await sleep(wait);
        const next = queue.shift();
        // The one waiting may have expired while we slept.
        if (!next) break;
        clock.clearTimeout(next.expiry);
        await next.send();
        lastFinishedAt = clock.now();
      }
    } finally {
      draining = false;
    }
  }

  function enqueue<T>(priority: RequestPriority, send: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const leave = (error: Error) => {
        const index = queue.indexOf(entry);
        if (index === -1) return;
        queue.splice(index, 1);
        clock.clearTimeout(entry.expiry);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => leave(abortError());
      const entry: QueuedRequest = {
        priority,
        send: () => {
          signal?.removeEventListener('abort', onAbort);
          return send().then(resolve, reject);
        },
        expiry: clock.setTimeout(() => leave(new ApiError(transportMessages.queueTimeout, 0, 'QUEUE_TIMEOUT')), queueTimeoutMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      // The shopper's request goes after the shopper's already waiting, before every background one.
      const firstBackground = priority === 'shopper' ? queue.findIndex((waiting) => waiting.priority === 'background') : -1;
      if (firstBackground === -1) queue.push(entry);
      else queue.splice(firstBackground, 0, entry);
      void drain();
    });
  }

  function buildUrl(path: string, query: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(name, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  function buildInit(method: HttpMethod, body: unknown, signal: AbortSignal): RequestInit {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const bearer = token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const init: RequestInit = { method, headers, credentials: 'include', signal };
    if (body instanceof FormData) {
      // The browser writes the multipart boundary into Content-Type itself.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return init;
  }

  async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<TransportResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    const outside = options.signal;
    const cancel = () => controller.abort();
    outside?.addEventListener('abort', cancel, { once: true });
    let status: number;
    let text = '';
    let file: Blob | null = null;
    try {
      const response = await doFetch(buildUrl(path, options.query), buildInit(method, options.body, controller.signal));
      status = response.status;
      if (options.binary && status >= 200 && status < 300) file = await response.blob();
      else text = await response.text();
    } catch (error) {
      if (outside?.aborted) throw abortError();
      if (timedOut) throw new ApiError(transportMessages.timeout, 0, 'TIMEOUT');
      if (isUnreachable(error) || isOffline()) {
        throw new ApiError(transportMessages.noConnection, 0, 'NO_CONNECTION');
      }
      throw new ApiError(transportMessages.noResponse, 0, 'NO_RESPONSE');
    } finally {
      clock.clearTimeout(timer);
      outside?.removeEventListener('abort', cancel);
    }
    if (file) return { status, body: file };
    const body = parseJson(text);
    if (status >= 500) {
      const message = readString(body, 'message') ?? transportMessages.default;
      throw new ApiError(message, status, readString(body, 'code') ?? 'SERVER_ERROR');
    }
    return { status, body };
  }

  return {
    request: (method, path, options = {}) => enqueue(priorityOf(method, options), () => send(method, path, options), options.signal),
  };
}

/** What a cancelled request rejects with, as fetch does: a DOMException named 'AbortError'. */
function abortError(): DOMException {
  return new DOMException('The request was cancelled', 'AbortError');
}

/** Whether a request failed only because its caller cancelled it (nothing to show the shopper). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function milliseconds(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of milliseconds, 0 or more (got ${value})`);
  return value;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Browsers reject fetch with a TypeError when the server cannot be reached; happy-dom with a NetworkError. */
function isUnreachable(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TypeError' || error.name === 'NetworkError');
}

function readString(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}
