import { healthResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { version } from '../../version';

const healthModule: AppModule = async (app, { deps }) => {
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
};

export default healthModule;
