import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { generalMessages } from '@nyansa/contract';
import type { App } from './app';

const notFoundBody = { success: false, message: generalMessages.notFound, code: 'NOT_FOUND' } as const;

/**
 * Serves the built shop (apps/shop/dist) when it exists: hashed assets with a year of cache,
 * index.html for every other non-API path so the SPA router takes over. Unknown API paths: 404 JSON.
 */
export function serveShop(app: App, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasShop = fs.existsSync(indexFile);
  if (hasShop) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      serve: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
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
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  });
}
