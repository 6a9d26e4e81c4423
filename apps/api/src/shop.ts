import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@nyansa/contract';
import type { App } from './app';

const notFoundBody = { success: false, message: generalMessages.notFound, code: 'NOT_FOUND' } as const;

/**
 * Serves the built shop (apps/shop/dist) when it exists: hashed assets with a year of cache,
 * index.html for every other non-API path so the SPA router takes over. Unknown API paths: 404 JSON.
 * The build writes .br and .gz beside each text file; a browser that accepts them gets those.
 */
export function serveShop(app: App, distDir: string): void {
  const hasShop = fs.existsSync(path.join(distDir, 'index.html'));
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
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/images/') || pathname.startsWith('/dev/');
    if (!hasShop || isApi || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send(notFoundBody);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (path.extname(pathname) !== '') return reply.status(404).send(notFoundBody);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
