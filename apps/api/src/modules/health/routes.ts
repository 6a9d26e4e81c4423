import { healthResponseSchema, readyResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { version } from '../../version';

/** A readiness check gives up after this long: a store that hangs is as unready as one that refuses. */
const checkTimeoutMs = 2000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

const healthModule: AppModule = async (app, { deps }) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.get(
    '/api/health',
    { schema: { tags: ['operations'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (req, reply) => {
      try {
        await deps.database.ping();
        return { success: true, status: 'ok', db: 'ok', version };
      } catch (error) {
        req.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, status: 'degraded', db: 'error', version });
      }
    },
  );

  // For a load balancer: send this instance requests only while everything it shares answers.
  // A closing instance (SIGTERM) answers 503 at once, while it drains its last requests.
  app.get(
    '/api/ready',
    { schema: { tags: ['operations'], response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (req, reply) => {
      const redis = deps.redis;
      const [db, redisState, storage] = await Promise.all([
        answers(() => deps.database.ping()),
        redis ? answers(() => redis.ping()) : Promise.resolve('off' as const),
        answers(() => Promise.all([deps.uploads.ping(), deps.renders.ping()])),
      ]);
      const ready = !closing && db === 'ok' && redisState !== 'error' && storage === 'ok';
      const body = { success: ready, status: ready ? ('ready' as const) : ('not_ready' as const), db, redis: redisState, storage, version };
      if (ready) return body;
      req.log.warn(body, 'readiness check failed');
      return reply.status(503).header('cache-control', 'no-store').send(body);
    },
  );
};

export default healthModule;
