import {
  addressesResponseSchema,
  addressRequestSchema,
  addressResponseSchema,
  cartDeliveryRequestSchema,
  cartDeliveryResponseSchema,
  deliveryMessages,
  deliveryOptionRequestSchema,
  deliveryOptionsQuerySchema,
  deliveryOptionsResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  staffDeliveryOptionResponseSchema,
  staffDeliveryOptionsResponseSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { allowRoles, authenticated, requireRole, requireUser } from '../../auth/guard';
import { cartItemsCents } from '../cart/service';
import { createDeliveryService } from './service';

const admins = ['admin'] as const;

/** The address book (`/api/user/addresses`), delivery options, the cart's delivery, and staff's delivery options. */
const deliveryModule: AppModule = async (app, { deps }) => {
  const delivery = createDeliveryService(deps.database);
  const db = deps.database.db;
  const security = [{ bearer: [] }];

  app.get('/api/user/addresses', { onRequest: authenticated, schema: { tags: ['user'], security, response: { 200: addressesResponseSchema } } }, async (req) => {
    const user = await requireUser(req);
    return { success: true as const, data: await delivery.listAddresses(user.id) };
  });

  app.post(
    '/api/user/addresses',
    { onRequest: authenticated, schema: { tags: ['user'], security, body: addressRequestSchema, response: { 201: addressResponseSchema } } },
    async (req, reply) => {
      const user = await requireUser(req);
      const address = await delivery.createAddress(user.id, req.body);
      return reply.status(201).send({ success: true as const, message: deliveryMessages.addressSaved, data: address });
    },
  );

  app.put(
    '/api/user/addresses/:id',
    { onRequest: authenticated, schema: { tags: ['user'], security, params: idParamsSchema, body: addressRequestSchema, response: { 200: addressResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, message: deliveryMessages.addressSaved, data: await delivery.updateAddress(user.id, req.params.id, req.body) };
    },
  );

  app.delete(
    '/api/user/addresses/:id',
    { onRequest: authenticated, schema: { tags: ['user'], security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      await delivery.deleteAddress(user.id, req.params.id);
      return { success: true, message: deliveryMessages.addressDeleted };
    },
  );

  app.get(
    '/api/delivery/options',
    { onRequest: authenticated, schema: { tags: ['cart'], security, querystring: deliveryOptionsQuerySchema, response: { 200: deliveryOptionsResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await delivery.optionsFor(user.id, req.query.address_id) };
    },
  );

  app.put(
    '/api/cart/delivery',
    { onRequest: authenticated, schema: { tags: ['cart'], security, body: cartDeliveryRequestSchema, response: { 200: cartDeliveryResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await delivery.chooseForCart(user.id, req.body, () => cartItemsCents(db, user.id)) };
    },
  );

  app.get(
    '/api/admin/delivery-options',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, response: { 200: staffDeliveryOptionsResponseSchema } } },
    async () => ({ success: true as const, data: await delivery.staffOptions() }),
  );

  app.post(
    '/api/admin/delivery-options',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, body: deliveryOptionRequestSchema, response: { 201: staffDeliveryOptionResponseSchema } } },
    async (req, reply) => {
      const admin = await requireRole(req, admins);
      const option = await delivery.createOption({ id: admin.id, email: admin.email }, req.body);
      return reply.status(201).send({ success: true as const, message: deliveryMessages.optionSaved, data: option });
    },
  );

  app.put(
    '/api/admin/delivery-options/:id',
    {
      onRequest: allowRoles(admins),
      schema: { tags: ['admin'], security, params: idParamsSchema, body: deliveryOptionRequestSchema, response: { 200: staffDeliveryOptionResponseSchema } },
    },
    async (req) => {
      const admin = await requireRole(req, admins);
      return { success: true as const, message: deliveryMessages.optionSaved, data: await delivery.updateOption({ id: admin.id, email: admin.email }, req.params.id, req.body) };
    },
  );
};

export default deliveryModule;
