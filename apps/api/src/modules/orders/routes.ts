import { idParamsSchema, orderResponseSchema, ordersResponseSchema, orderStatusResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { paymentsContext } from '../payments/context';
import { createOrdersService } from './service';

const ordersModule: AppModule = async (app, context) => {
  const orders = createOrdersService(context.deps.database, paymentsContext(context, app.log).payments);
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
