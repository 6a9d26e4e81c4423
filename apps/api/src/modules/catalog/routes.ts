import {
  idParamsSchema,
  productCreateRequestSchema,
  productDeleteResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productUpdateRequestSchema,
} from '@nyansa/contract';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../app';
import { authenticated, requireRole } from '../../auth/guard';
import { createCatalogService } from './service';

const managers = ['admin', 'brand_admin'] as const;

/**
 * A cached read returns the same object on every hit, so its answer is checked against the
 * contract and serialized once per object instead of once per request (the listing's main cost).
 */
const serializedAnswers = new WeakMap<object, string>();
function sendCachedAnswer(reply: FastifyReply, cached: object, schema: { parse(value: unknown): unknown }, answer: () => unknown) {
  let body = serializedAnswers.get(cached);
  if (body === undefined) {
    body = JSON.stringify(schema.parse(answer()));
    serializedAnswers.set(cached, body);
  }
  return reply.type('application/json; charset=utf-8').serializer((payload: string) => payload).send(body);
}

const catalogModule: AppModule = async (app, { deps }) => {
  const catalog = createCatalogService(deps.database, deps.cache);
  const tags = ['products'];

  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (req, reply) => {
      const page = await catalog.list(req.query);
      return sendCachedAnswer(reply, page, productListResponseSchema, () => ({ success: true, ...page }));
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: productResponseSchema } } },
    async (req, reply) => {
      const product = await catalog.get(req.params.id);
      return sendCachedAnswer(reply, product, productResponseSchema, () => ({ success: true, product }));
    },
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
