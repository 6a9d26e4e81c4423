import { idParamsSchema, orderResponseSchema, ordersResponseSchema, orderStatusResponseSchema } from '@nyansa/contract';
import * as z from 'zod/mini';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { paymentsContext } from '../payments/context';
import { createReceipts } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';

const receiptQuerySchema = z.object({ exp: z.optional(z.string()), sig: z.optional(z.string()) });
import { createOrdersService } from './service';

const ordersModule: AppModule = async (app, context) => {
  const { deps, config } = context;
  const orders = createOrdersService(deps.database, paymentsContext(context, app.log).payments, deps.receiptLinks);
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

  // The PDF receipt of a paid order: with the owner's (or an admin's) token, or a signed link from the order's receipt_url.
  app.get(
    '/api/orders/:id/receipt.pdf',
    { schema: { tags, security, params: idParamsSchema, querystring: receiptQuerySchema } },
    async (req, reply) => {
      const signed = deps.receiptLinks.verify(req.params.id, req.query.exp, req.query.sig);
      const user = signed ? null : await requireUser(req);
      const { order, customerName } = await orders.forReceipt(req.params.id, user ? { userId: user.id, isAdmin: user.role === 'admin' } : null);
      const pdf = await renderReceiptPdf(order, customerName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="nyansa-order-${order.order_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
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
