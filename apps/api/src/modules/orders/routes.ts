import { idParamsSchema, orderResponseSchema, ordersResponseSchema, orderStatusResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { paymentsContext } from '../payments/context';
import { createReceipts } from './receipt';
import { createOrdersService } from './service';

const ordersModule: AppModule = async (app, context) => {
  const { deps, config } = context;
  const orders = createOrdersService(deps.database, paymentsContext(context, app.log).payments);
  const receipts = createReceipts({ database: deps.database, mailer: deps.mailer, publicUrl: config.publicUrl, log: app.log });
  // Confirmations a failed send (or a crash) left queued go out when a server starts.
  app.addHook('onListen', () => {
    receipts.sendQueued().catch((error: unknown) => app.log.error({ err: error }, 'queued order confirmations could not be sent'));
  });
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  app.get('/api/orders', { onRequest: authenticated, schema: { tags, security, response: { 200: ordersResponseSchema } } }, async (req) => {
    const user = await requireUser(req);
    return { success: true as const, data: await orders.list(user.id) };
  });

  app.get(
    '/api/orders/:id',
    { onRequest: authenticated, schema: { tags, security, params: idParamsSchema, response: { 200: orderResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await orders.get(user.id, req.params.id) };
    },
  );

  app.get(
    '/api/orders/:id/status',
    { onRequest: authenticated, schema: { tags, security, params: idParamsSchema, response: { 200: orderStatusResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await orders.status(user.id, req.params.id) };
    },
  );
};

export default ordersModule;
