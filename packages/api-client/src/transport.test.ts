import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createFakeServer } from './test-support';
import type { FakeRoute } from './test-support';
import { createTransport } from './transport';
import type { TransportOptions } from './transport';

const ok: FakeRoute = () => ({ body: { success: true } });

function setup(route: FakeRoute, options: TransportOptions = {}) {
  const server = createFakeServer(route);
  const transport = createTransport({ fetch: server.fetch, token: () => 'tok-123', isOffline: () => false, ...options });
  return { transport, server };
}

/** Settles a promise so a test can check how it ended without an unhandled rejection. */
function outcome<T>(promise: Promise<T>) {
  const result: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { value, settled: true }),
    (error: unknown) => Object.assign(result, { error, settled: true }),
  );
  return result;
}

describe('transport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the stored token as a bearer header, JSON and credentials', async () => {
    const { transport, server } = setup(ok);
    const answer = outcome(transport.request('POST', '/api/cart/add', { body: { product_id: 3, quantity: 2 } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.value).toEqual({ status: 200, body: { success: true } });
    const [request] = server.seen;
    expect(request?.headers.Authorization).toBe('Bearer tok-123');
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(request?.json).toEqual({ product_id: 3, quantity: 2 });
  });

  it('sends no Authorization header without a stored token, and puts the query in the URL', async () => {
    const { transport, server } = setup(ok, { token: () => null });
    void transport.request('GET', '/api/products', { query: { page: 2, search: 'lip balm', sort: undefined } });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.seen[0]?.headers.Authorization).toBeUndefined();
    expect(server.seen[0]?.url.pathname).toBe('/api/products');
    expect(server.seen[0]?.url.search).toBe('?page=2&search=lip+balm');
  });

  it('sends a FormData body as multipart, leaving Content-Type to the browser', async () => {
    const { transport, server } = setup(ok);
    const form = new FormData();
    form.set('image_url', '/uploads/a.jpg');
    void transport.request('POST', '/api/ml/analyze', { body: form });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.seen[0]?.body).toBe(form);
    expect(server.seen[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('sends queued requests one at a time, in order, 100 ms apart', async () => {
    const { transport, server } = setup(() => ({ body: { success: true }, delayMs: 50 }));
    const answers = ['/api/a', '/api/b', '/api/c'].map((path) => outcome(transport.request('GET', path)));
    await vi.advanceTimersByTimeAsync(0);
    // The second waits for the first answer, not only for the clock.
    expect(server.seen.map((r) => r.url.pathname)).toEqual(['/api/a']);
    await vi.advanceTimersByTimeAsync(149);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.seen.map((r) => [r.url.pathname, r.at])).toEqual([
      ['/api/a', 0],
      ['/api/b', 150],
      ['/api/c', 300],
    ]);
    expect(answers.every((a) => a.settled && a.value?.status === 200)).toBe(true);
  });

  it("sends the shopper's request before the background refreshes waiting in the queue, still one at a time and 100 ms apart", async () => {
    const { transport, server } = setup(() => ({ body: { success: true }, delayMs: 50 }));
    void transport.request('GET', '/api/cart');
    const refreshes = ['/api/favorites', '/api/subscription/current', '/api/ml/history'].map((path) => outcome(transport.request('GET', path)));
    await vi.advanceTimersByTimeAsync(10);
    const message = outcome(transport.request('POST', '/api/chatbot/message', { body: { message: 'Hello' } }));
    const search = outcome(transport.request('GET', '/api/products', { priority: 'shopper' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.seen.map((r) => [r.method, r.url.pathname, r.at])).toEqual([
      ['GET', '/api/cart', 0],
      ['POST', '/api/chatbot/message', 150],
      ['GET', '/api/products', 300],
      ['GET', '/api/favorites', 450],
      ['GET', '/api/subscription/current', 600],
      ['GET', '/api/ml/history', 750],
    ]);
    expect([message, search, ...refreshes].every((a) => a.settled && a.value?.status === 200)).toBe(true);
  });

  it('keeps a background request asked for as such behind the shopper\'s, whatever its method', async () => {
    const { transport, server } = setup(ok);
    void transport.request('GET', '/api/a');
    void transport.request('POST', '/api/seen', { priority: 'background' });
    void transport.request('PUT', '/api/cart/1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.seen.map((r) => r.url.pathname)).toEqual(['/api/a', '/api/cart/1', '/api/seen']);
  });

  it('leaves a cancelled request waiting in the queue unsent, rejecting it with an AbortError, and keeps the spacing for the rest', async () => {
    const { transport, server } = setup(() => ({ body: { success: true }, delayMs: 50 }));
    const first = outcome(transport.request('GET', '/api/products/suggest', { query: { q: 's' } }));
    const stale = new AbortController();
    const second = outcome(transport.request('GET', '/api/products/suggest', { query: { q: 'su' }, signal: stale.signal }));
    const third = outcome(transport.request('GET', '/api/products/suggest', { query: { q: 'sun' } }));
    stale.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.settled).toBe(true);
    expect(second.error).toBeInstanceOf(DOMException);
    expect((second.error as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.value?.status).toBe(200);
    expect(third.value?.status).toBe(200);
    expect(server.seen.map((request) => request.url.searchParams.get('q'))).toEqual(['s', 'sun']);
    expect(server.seen[1]!.at - server.seen[0]!.at).toBe(150);
  });

  it('aborts a request under way when its signal is cancelled, and sends nothing for one cancelled before it was asked', async () => {
    const { transport, server } = setup(() => ({ body: { success: true }, delayMs: 500 }));
    const controller = new AbortController();
    const answer = outcome(transport.request('GET', '/api/products/suggest', { query: { q: 'sun' }, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    expect(server.seen).toHaveLength(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((answer.error as DOMException).name).toBe('AbortError');
    const already = outcome(transport.request('GET', '/api/products/suggest', { query: { q: 'x' }, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((already.error as DOMException).name).toBe('AbortError');
    expect(server.seen).toHaveLength(1);
  });

  it('honours a custom spacing', async () => {
    const { transport, server } = setup(ok, { spacingMs: 500 });
    void transport.request('GET', '/api/a');
    void transport.request('GET', '/api/b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.seen.map((r) => r.at)).toEqual([0, 500]);
  });

  it('sends a lone request at once when the last one finished long ago', async () => {
    const { transport, server } = setup(ok);
    void transport.request('GET', '/api/a');
    await vi.advanceTimersByTimeAsync(5000);
    void transport.request('GET', '/api/b');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.seen.map((r) => r.at)).toEqual([0, 5000]);
  });

  it("fails a request that waited over 30000 ms in the queue with 'Request queue timeout'", async () => {
    const { transport, server } = setup(() => ({ hang: true }));
    const first = outcome(transport.request('GET', '/api/a'));
    const second = outcome(transport.request('GET', '/api/b'));
    const third = outcome(transport.request('GET', '/api/c'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(third.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(third.error).toBeInstanceOf(ApiError);
    expect((third.error as ApiError).message).toBe('Request queue timeout');
    expect((third.error as ApiError).code).toBe('QUEUE_TIMEOUT');
    await vi.advanceTimersByTimeAsync(60_000);
    // The expired request is never sent.
    expect(server.seen.map((r) => r.url.pathname)).toEqual(['/api/a', '/api/b']);
    expect((first.error as ApiError).code).toBe('TIMEOUT');
    expect((second.error as ApiError).code).toBe('TIMEOUT');
  });

  it('honours a custom queue timeout', async () => {
    const { transport } = setup(() => ({ hang: true }), { queueTimeoutMs: 1000 });
    void transport.request('GET', '/api/a').catch(() => undefined);
    const second = outcome(transport.request('GET', '/api/b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((second.error as ApiError).message).toBe('Request queue timeout');
  });

  it('times a request out after 15000 ms with the spec message', async () => {
    const { transport } = setup(() => ({ hang: true }));
    const answer = outcome(transport.request('GET', '/api/products'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(answer.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.error).toBeInstanceOf(ApiError);
    expect((answer.error as ApiError).message).toBe('Request timed out. The server took too long to respond.');
    expect((answer.error as ApiError).status).toBe(0);
  });

  it('honours a custom request timeout, and a slow answer inside it arrives', async () => {
    const { transport } = setup(() => ({ body: { success: true }, delayMs: 900 }), { timeoutMs: 1000 });
    const answer = outcome(transport.request('GET', '/api/a'));
    await vi.advanceTimersByTimeAsync(900);
    expect(answer.value?.body).toEqual({ success: true });
    const { transport: slow } = setup(() => ({ body: { success: true }, delayMs: 1001 }), { timeoutMs: 1000 });
    const late = outcome(slow.request('GET', '/api/a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((late.error as ApiError).code).toBe('TIMEOUT');
  });

  it('reports a failed connection with the network message', async () => {
    const { transport } = setup(() => ({ fail: new TypeError('Failed to fetch') }));
    const answer = outcome(transport.request('GET', '/api/products'));
    await vi.advanceTimersByTimeAsync(0);
    expect((answer.error as ApiError).message).toBe(
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect((answer.error as ApiError).code).toBe('NO_CONNECTION');
  });

  it('reports any failure as a connection problem while the browser is offline', async () => {
    const { transport } = setup(() => ({ fail: new Error('socket hang up') }), { isOffline: () => true });
    const answer = outcome(transport.request('GET', '/api/products'));
    await vi.advanceTimersByTimeAsync(0);
    expect((answer.error as ApiError).code).toBe('NO_CONNECTION');
  });

  it('reports another failure without a response with the unexpected-network message', async () => {
    const { transport } = setup(() => ({ fail: new Error('socket hang up') }));
    const answer = outcome(transport.request('GET', '/api/products'));
    await vi.advanceTimersByTimeAsync(0);
    expect((answer.error as ApiError).message).toBe('An unexpected network error occurred. Please try again later.');
    expect((answer.error as ApiError).code).toBe('NO_RESPONSE');
  });

  it("turns a 5xx into an error: the server's message, else 'An error occurred'", async () => {
    const { transport } = setup((request) =>
      request.url.pathname === '/api/a'
        ? { status: 503, body: { success: false, message: 'Down for maintenance', code: 'MAINTENANCE' } }
        : { status: 500, raw: '<html>Internal Server Error</html>' },
    );
    const withMessage = outcome(transport.request('GET', '/api/a'));
    const without = outcome(transport.request('GET', '/api/b'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(withMessage.error).toMatchObject({ message: 'Down for maintenance', status: 503, code: 'MAINTENANCE' });
    expect(without.error).toMatchObject({ message: 'An error occurred', status: 500, code: 'SERVER_ERROR' });
  });

  it('gives the caller the parsed body of answers below 500', async () => {
    const { transport } = setup(() => ({ status: 404, body: { success: false, message: 'Product not found' } }));
    const answer = outcome(transport.request('GET', '/api/products/999'));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.value).toEqual({ status: 404, body: { success: false, message: 'Product not found' } });
  });

  it('gives a 401 to the caller as an answer: the transport neither navigates nor touches the session', async () => {
    const { transport } = setup(() => ({ status: 401, body: { success: false, message: 'Please log in to continue' } }));
    const answer = outcome(transport.request('POST', '/api/cart/add', { body: { product_id: 4, quantity: 1 } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.value).toEqual({ status: 401, body: { success: false, message: 'Please log in to continue' } });
  });

  it('refuses limits that are not milliseconds', () => {
    expect(() => createTransport({ timeoutMs: -1 })).toThrow('timeoutMs must be a number of milliseconds, 0 or more (got -1)');
    expect(() => createTransport({ spacingMs: Number.NaN })).toThrow('spacingMs must be a number of milliseconds');
  });
});

describe('transport against a real socket', () => {
  it('reports a refused connection with the network message', async () => {
    // Bind then close a port so nothing listens on it.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const transport = createTransport({ baseUrl: `http://127.0.0.1:${port}`, isOffline: () => false });
    await expect(transport.request('GET', '/api/health')).rejects.toMatchObject({
      message: 'Network error: Unable to connect to the server. Please check your internet connection and try again.',
      code: 'NO_CONNECTION',
    });
  });

  it('reads a real JSON answer through the default fetch', async () => {
    const server = createServer((request, response) => {
      // The test page lives on another origin, so the server answers CORS like the real API.
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, auth: request.headers.authorization ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const transport = createTransport({ baseUrl: `http://127.0.0.1:${port}`, token: () => 't1' });
      await expect(transport.request('GET', '/api/health')).resolves.toEqual({
        status: 200,
        body: { success: true, auth: 'Bearer t1' },
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
