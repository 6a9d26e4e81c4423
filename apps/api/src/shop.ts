import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@nyansa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app';

const notFoundBody = { success: false, message: generalMessages.notFound, code: 'NOT_FOUND' } as const;

/** The shop's server renderer (apps/shop/src/entry-server.tsx, built to dist-server). */
interface ShopRenderer {
  pageDataId: string;
  renderPage(
    url: string,
    fetch: (input: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ kind: 'page'; html: string; data: string } | { kind: 'redirect'; location: string } | { kind: 'browser' }>;
}

export interface ShopFiles {
  /** The browser build: index.html and the hashed assets. */
  distDir: string;
  /** The server renderer's entry; without it every page is rendered in the browser. */
  rendererFile: string;
}

/**
 * Serves the built shop (apps/shop/dist) when it exists: hashed assets with a year of cache, and
 * every other non-API path as a page. A public page comes rendered with its catalog answers
 * (so it shows before the JavaScript runs), a signed-in shopper's page as the empty shell the
 * browser renders; an unknown path goes to /. Unknown API paths: 404 JSON.
 * The build writes .br and .gz beside each text file; a browser that accepts them gets those.
 */
export function serveShop(app: App, { distDir, rendererFile }: ShopFiles): void {
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
  const renderPage = hasShop && fs.existsSync(rendererFile) ? pageRenderer(app, shellFile, rendererFile) : null;

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/images/') || pathname.startsWith('/dev/');
    if (!hasShop || isApi || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (path.extname(pathname) !== '') return reply.status(404).send(notFoundBody);
    if (renderPage && (await renderPage(req, reply))) return reply;
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}

/** Public pages rendered on the server; answers false when the browser shell should go out instead. */
function pageRenderer(app: App, shellFile: string, rendererFile: string) {
  const shell = fs.readFileSync(shellFile, 'utf8');
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag)) throw new Error(`${shellFile} has no ${rootTag}`);
  const [head = '', tail = ''] = shell.split(rootTag);
  // Loaded at start, so the first shopper does not wait for it; a failure is reported per page.
  const renderer = import(pathToFileURL(rendererFile).href) as Promise<ShopRenderer>;
  renderer.catch(() => {});

  // The page's API requests are answered inside this process, as a visitor's would be.
  const fetchInside = async (input: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url: input, headers: { accept: 'application/json', ...(init.headers as Record<string, string>) } });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };

  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    let rendering;
    try {
      const { renderPage, pageDataId } = await renderer;
      rendering = await renderPage(req.url, fetchInside);
      if (rendering.kind === 'page') {
        const page = `${head}<div id="root">${rendering.html}</div><script type="application/json" id="${pageDataId}">${rendering.data}</script>${tail}`;
        sendCompressed(req, reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'), page);
        return true;
      }
    } catch (error) {
      // The browser can still render the page itself.
      req.log.error({ err: error }, 'server rendering failed; sending the browser shell');
      return false;
    }
    if (rendering.kind === 'redirect') {
      reply.redirect(rendering.location, 302);
      return true;
    }
    return false;
  };
}

/** A rendered page, brotli or gzip compressed when the browser takes it (pages are mostly markup). */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: string): void {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br').send(zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(body, { level: 6 }));
  } else {
    reply.send(body);
  }
}
