import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@nyansa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app';
import { loadAsBuilt } from './lib/load-as-built';

const notFoundBody = { success: false, message: generalMessages.notFound, code: 'NOT_FOUND' } as const;

/** The shop's server renderer (apps/shop/src/entry-server.tsx, built to dist-server). */
interface ShopRenderer {
  pageDataId: string;
  renderPage: (
    url: string,
    fetch: (input: string, init: RequestInit) => Promise<Response>,
    options: { currency: string },
  ) => Promise<{ kind: 'page'; status: number; html: string; data: string } | { kind: 'redirect'; location: string } | { kind: 'browser' }>;
}

export interface ShopFiles {
  /** The browser build: index.html and the hashed assets. */
  distDir: string;
  /** The server renderer's entry; without it every page is rendered in the browser. */
  rendererFile: string;
  /** The configured CURRENCY (default USD): every page carries it (`<meta name="currency">`) and is rendered with it. */
  currency?: string;
}

/** The shell with the currency the shop shows prices in, for the browser to read before it renders. */
function withCurrency(shell: string, currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`currency must be a 3-letter code such as USD (got ${currency})`);
  return shell.replace('</head>', `<meta name="currency" content="${currency}" />\n</head>`);
}

/**
 * Serves the built shop (apps/shop/dist) when it exists: hashed assets with a year of cache, and
 * every other non-API path as a page. A public page comes rendered with its catalog answers
 * (so it shows before the JavaScript runs), a signed-in shopper's page as the empty shell the
 * browser renders; an unknown path goes to /. Unknown API paths: 404 JSON.
 * The build writes .br and .gz beside each text file; a browser that accepts them gets those.
 */
export function serveShop(app: App, { distDir, rendererFile, currency = 'USD' }: ShopFiles): void {
  const shellFile = path.join(distDir, 'index.html');
  const hasShop = fs.existsSync(shellFile);
  if (hasShop) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      serve: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path.relative(distDir, filePath).replace(/\.(br|gz)$/, '');
        const cacheControl = file.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : file === 'index.html' ? 'no-cache' : 'public, max-age=300';
        res.setHeader('Cache-Control', cacheControl);
      },
    });
  }
  const shell = hasShop ? withCurrency(fs.readFileSync(shellFile, 'utf8'), currency) : '';
  const shellEncoded = new Map<string, Buffer>();
  const renderPage = hasShop && fs.existsSync(rendererFile) ? pageRenderer(app, shell, rendererFile, currency) : null;

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/images/') || pathname.startsWith('/dev/');
    if (!hasShop || isApi || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (path.extname(pathname) !== '') return reply.status(404).send(notFoundBody);
    if (renderPage && (await renderPage(req, reply))) return reply;
    sendCompressed(req, reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), shell, shellEncoded);
    return reply;
  });
}

/** What goes out for an address: a whole page (with its compressed forms, made once), a redirect, or the shell. */
type Shown =
  | { kind: 'page'; status: number; html: string; encoded: Map<string, Buffer> }
  | { kind: 'redirect'; location: string }
  | { kind: 'browser' };

/** A page looks the same to every visitor: one rendering per address serves a second of requests. */
const pageReuseMs = 1000;
const maxReusedPages = 500;
/** A rendering takes tens of milliseconds; one still going after this is stuck, and the browser renders the page. */
const renderTimeLimitMs = 3000;

function withinRenderTimeLimit<T>(rendering: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${renderTimeLimitMs} ms`)), renderTimeLimitMs);
  });
  return Promise.race([rendering, limit]).finally(() => clearTimeout(timer));
}

/** Public pages rendered on the server; answers false when the browser shell should go out instead. */
function pageRenderer(app: App, shell: string, rendererFile: string, currency: string) {
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag)) throw new Error(`the shop's index.html has no ${rootTag}`);
  const [head = '', tail = ''] = shell.split(rootTag);
  // Loaded at start, so the first shopper does not wait for it; a failure is reported per page. It is
  // built JavaScript: a TypeScript loader has nothing to do in it.
  loadAsBuilt(path.dirname(rendererFile));
  const renderer = import(pathToFileURL(rendererFile).href) as Promise<ShopRenderer>;
  renderer.catch(() => {});
  const recent = new Map<string, { at: number; page: Promise<Shown> }>();

  // The page's API requests are answered inside this process, as a visitor's would be.
  const fetchInside = async (input: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url: input, headers: { accept: 'application/json', ...(init.headers as Record<string, string>) } });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };

  async function render(url: string): Promise<Shown> {
    const { renderPage, pageDataId } = await renderer;
    const rendering = await renderPage(url, fetchInside, { currency });
    if (rendering.kind !== 'page') return rendering;
    const html = `${head}<div id="root">${rendering.html}</div><script type="application/json" id="${pageDataId}">${rendering.data}</script>${tail}`;
    return { kind: 'page', status: rendering.status, html, encoded: new Map() };
  }

  /** The page at `url`, rendered now or shared with the requests of the last second. */
  function page(url: string) {
    const now = Date.now();
    const hit = recent.get(url);
    if (hit && now - hit.at < pageReuseMs) return hit.page;
    // Addresses are the shoppers' to choose: the map is bounded, not a way to fill the memory.
    if (recent.size >= maxReusedPages) recent.clear();
    const entry = { at: now, page: render(url) };
    recent.set(url, entry);
    entry.page.catch(() => recent.get(url) === entry && recent.delete(url));
    return entry.page;
  }

  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    let shown;
    try {
      shown = await withinRenderTimeLimit(page(req.url));
    } catch (error) {
      // The browser can still render the page itself.
      req.log.error({ err: error }, 'server rendering failed; sending the browser shell');
      return false;
    }
    if (shown.kind === 'browser') return false;
    if (shown.kind === 'redirect') {
      reply.redirect(shown.location, 302);
      return true;
    }
    sendCompressed(req, reply.status(shown.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), shown.html, shown.encoded);
    return true;
  };
}

/** A rendered page, brotli or gzip compressed (once per rendering) when the browser takes it. */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: string, encoded: Map<string, Buffer>): void {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) {
    reply.send(body);
    return;
  }
  let compressed = encoded.get(encoding);
  if (!compressed) {
    compressed = encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body, { level: 6 });
    encoded.set(encoding, compressed);
  }
  reply.header('Content-Encoding', encoding).send(compressed);
}
