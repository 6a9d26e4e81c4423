import {
  cartAddRequestSchema,
  cartMessages,
  cartRemoveResponseSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
  idParamsSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, optionalUser, requireUser } from '../../auth/guard';
import { createDeliveryService } from '../delivery/service';
import { createCartService, emptyCart } from './service';

// POST /api/cart/checkout lives in the payments area.
const cartModule: AppModule = async (app, { deps }) => {
  const cart = createCartService(deps.database, createDeliveryService(deps.database));
  const tags = ['cart'];
  const security = [{ bearer: [] }];

  app.get('/api/cart', { schema: { tags, security, response: { 200: cartResponseSchema } } }, async (req) => {
    // The spec: a cart fetch without a token returns an empty cart.
    const user = await optionalUser(req);
    return { success: true as const, data: user ? await cart.get(user.id) : emptyCart };
  });

  app.post(
    '/api/cart/add',
    { onRequest: authenticated, schema: { tags, security, body: cartAddRequestSchema, response: { 200: cartResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, message: cartMessages.updated, data: await cart.add(user.id, req.body.product_id, req.body.quantity) };
    },
  );

  app.put(
    '/api/cart/:id',
    { onRequest: authenticated, schema: { tags, security, params: idParamsSchema, body: cartUpdateRequestSchema, response: { 200: cartResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, message: cartMessages.updated, data: await cart.setQuantity(user.id, req.params.id, req.body.quantity) };
    },
  );

  app.delete(
    '/api/cart/:id',
    { onRequest: authenticated, schema: { tags, security, params: idParamsSchema, response: { 200: cartRemoveResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      await cart.remove(user.id, req.params.id);
      return { success: true as const, message: cartMessages.removed };
    },
  );
};

export default cartModule;
