import {
  idParamsSchema,
  productCreateRequestSchema,
  productDeleteResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productUpdateRequestSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireRole } from '../../auth/guard';
import { createCatalogService } from './service';

const managers = ['admin', 'brand_admin'] as const;

const catalogModule: AppModule = async (app, { deps }) => {
  const catalog = createCatalogService(deps.database, deps.cache);
  const tags = ['products'];

  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (req) => ({ success: true as const, ...(await catalog.list(req.query)) }),
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: productResponseSchema } } },
    async (req) => ({ success: true as const, product: await catalog.get(req.params.id) }),
  );

  app.post(
    '/api/products',
    { onRequest: authenticated, schema: { tags, security: [{ bearer: [] }], body: productCreateRequestSchema, response: { 201: productResponseSchema } } },
    async (req, reply) => {
      const user = await requireRole(req, managers);
      return reply.status(201).send({ success: true as const, product: await catalog.create(user, req.body) });
    },
  );

  app.put(
    '/api/products/:id',
    {
      onRequest: authenticated,
      schema: { tags, security: [{ bearer: [] }], params: idParamsSchema, body: productUpdateRequestSchema, response: { 200: productResponseSchema } },
    },
    async (req) => {
      const user = await requireRole(req, managers);
      return { success: true as const, product: await catalog.update(user, req.params.id, req.body) };
    },
  );

  app.delete(
    '/api/products/:id',
    { onRequest: authenticated, schema: { tags, security: [{ bearer: [] }], params: idParamsSchema, response: { 200: productDeleteResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, managers);
      await catalog.remove(user, req.params.id);
      return { success: true as const, message: 'Product deleted' };
    },
  );
};

export default catalogModule;
