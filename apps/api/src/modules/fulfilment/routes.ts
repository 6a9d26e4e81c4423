import {
  fulfilmentMessages,
  fulfilmentOrderResponseSchema,
  fulfilmentQueueQuerySchema,
  fulfilmentQueueResponseSchema,
  fulfilmentUpdateRequestSchema,
  idParamsSchema,
  orderCancelRequestSchema,
  packingSlipResponseSchema,
  refundRequestSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { allowRoles, requireRole } from '../../auth/guard';
import { paymentsContext } from '../payments/context';

const admins = ['admin'] as const;
const managers = ['admin', 'brand_admin'] as const;

/** The fulfilment queue and the steps of a paid order: processing, shipped, delivered, cancel, refunds, packing slip. */
const fulfilmentModule: AppModule = async (app, context) => {
  const { fulfilment } = paymentsContext(context, app.log);
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/fulfilment',
    { onRequest: allowRoles(managers), schema: { tags, security, querystring: fulfilmentQueueQuerySchema, response: { 200: fulfilmentQueueResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, managers);
      return { success: true as const, ...(await fulfilment.queue(user, req.query)) };
    },
  );

  app.post(
    '/api/admin/orders/:id/fulfilment',
    { onRequest: allowRoles(admins), schema: { tags, security, params: idParamsSchema, body: fulfilmentUpdateRequestSchema, response: { 200: fulfilmentOrderResponseSchema } } },
    async (req) => {
      const admin = await requireRole(req, admins);
      return { success: true as const, message: fulfilmentMessages.updated, data: await fulfilment.advance(admin, req.params.id, req.body) };
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    { onRequest: allowRoles(admins), schema: { tags, security, params: idParamsSchema, body: orderCancelRequestSchema, response: { 200: fulfilmentOrderResponseSchema } } },
    async (req) => {
      const admin = await requireRole(req, admins);
      return { success: true as const, message: fulfilmentMessages.cancelled, data: await fulfilment.cancel(admin, req.params.id, req.body.reason) };
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    { onRequest: allowRoles(admins), schema: { tags, security, params: idParamsSchema, body: refundRequestSchema, response: { 200: fulfilmentOrderResponseSchema } } },
    async (req) => {
      const admin = await requireRole(req, admins);
      return { success: true as const, message: fulfilmentMessages.refunded, data: await fulfilment.refund(admin, req.params.id, req.body) };
    },
  );

  app.get(
    '/api/admin/orders/:id/packing-slip',
    { onRequest: allowRoles(admins), schema: { tags, security, params: idParamsSchema, response: { 200: packingSlipResponseSchema } } },
    async (req) => ({ success: true as const, data: await fulfilment.packingSlip(req.params.id) }),
  );
};

export default fulfilmentModule;
