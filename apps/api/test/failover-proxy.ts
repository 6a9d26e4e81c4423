import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer on loopback, standing in for the Caddy of deploy/compose.yaml: requests go
 * round robin to the upstreams; one an upstream refused (it is closing or gone) goes to the next.
 * Each request gets a connection of its own upstream, so "refused" always means "never received":
 * retrying is safe for any method, as Caddy retries dial errors. X-Forwarded-For carries the
 * caller's address (the shop runs with TRUST_PROXY=true behind it).
 */
export interface FailoverProxy {
  url: string;
  /** Requests answered by each upstream, in the order given. */
  served: number[];
  /** Requests moved to another upstream after a refusal. */
  retried: number;
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

const retriable = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

export async function startFailoverProxy(upstreams: string[]): Promise<FailoverProxy> {
  let targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const state = { served: targets.map(() => 0), retried: 0 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const start = next;
      next = (next + 1) % targets.length;
      const attempt = (tried: number): void => {
        if (tried >= targets.length) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'No instance answered', code: 'BAD_GATEWAY' }));
          return;
        }
        const index = (start + tried) % targets.length;
        const target = targets[index]!;
        const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, connection: 'close', 'x-forwarded-for': forwardedFor, 'content-length': String(body.length) },
            agent: false,
          },
          (answer) => {
            state.served[index] = (state.served[index] ?? 0) + 1;
            const headers = { ...answer.headers };
            delete headers.connection;
            res.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Refused before anything was sent back: the request never reached a handler there.
          if (!res.headersSent && retriable.has(error.code ?? '')) {
            state.retried += 1;
            attempt(tried + 1);
            return;
          }
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get served() {
      return state.served;
    },
    get retried() {
      return state.retried;
    },
    setUpstreams(urls) {
      targets = urls.map((u) => new URL(u));
      next = 0;
      state.served = targets.map(() => 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
