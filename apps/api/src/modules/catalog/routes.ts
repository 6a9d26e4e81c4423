import multipart from '@fastify/multipart';
import {
  backOfficeMessages,
  idParamsSchema,
  productCreateRequestSchema,
  productDeleteResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSuggestQuerySchema,
  productSuggestResponseSchema,
  productUpdateRequestSchema,
  ownReviewResponseSchema,
  relatedProductsResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewMessages,
  reviewModerationRequestSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  staffProductResponseSchema,
  staffProductsQuerySchema,
  staffProductsResponseSchema,
} from '@nyansa/contract';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppModule } from '../../app';
import { allowRoles, authenticated, requireRole, requireUser } from '../../auth/guard';
import { rateLimitKey } from '../../lib/rate-limit-key';
import { createProductManagement } from './management';
import { productFormLimits, readProductForm } from './product-form';
import { createReviewService } from './reviews';
import { createCatalogService } from './service';

/** Encodings a browser accepts, best first; a `q=0` entry is a refusal. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

interface EncodedAnswer {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller answers go out as they are: compressing them would save less than its own cost. */
const compressFromBytes = 1024;

/**
 * A cached read returns the same object on every hit, so its answer is checked against the
 * contract, serialized and compressed once per object instead of once per request (the listing's
 * main cost, and what a slow phone network waits for).
 */
const encodedAnswers = new WeakMap<object, EncodedAnswer>();
function sendCachedAnswer(req: FastifyRequest, reply: FastifyReply, cached: object, schema: { parse(value: unknown): unknown }, answer: () => unknown) {
  let encoded = encodedAnswers.get(cached);
  if (encoded === undefined) {
    encoded = { json: JSON.stringify(schema.parse(answer())) };
    encodedAnswers.set(cached, encoded);
  }
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = encoded.json.length >= compressFromBytes ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (encoding === 'br') {
    encoded.br ??= zlib.brotliCompressSync(encoded.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('content-encoding', 'br').send(encoded.br);
  }
  if (encoding === 'gzip') {
    encoded.gzip ??= zlib.gzipSync(encoded.json, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(encoded.gzip);
  }
  return reply.serializer((payload: string) => payload).send(encoded.json);
}

const managers = ['admin', 'brand_admin'] as const;

const catalogModule: AppModule = async (app, { config, deps }) => {
  await app.register(multipart, { limits: productFormLimits });
  const catalog = createCatalogService(deps.database, deps.cache);
  const management = createProductManagement({
    database: deps.database,
    uploads: deps.uploads,
    invalidateReads: catalog.invalidateReads,
    prerenderPictures: config.renderAhead ? deps.images.prerender : async () => {},
    log: app.log,
  });
  const reviews = createReviewService({ database: deps.database, invalidateReads: catalog.invalidateReads });
  const tags = ['products'];
  const security = [{ bearer: [] }];
  // The picture of a multipart product form, read before validation.
  const images = new WeakMap<FastifyRequest, Buffer>();
  const readForm = async (req: FastifyRequest) => {
    const form = await readProductForm(req);
    if (!form) return;
    req.body = form.body;
    if (form.image) images.set(req, form.image);
  };
  // Role first, then the form: a wrong role is refused before anything is read.
  const staffWrite = { onRequest: allowRoles(managers), preValidation: readForm };
  const consumes = ['application/json', 'multipart/form-data'];

  app.get(
    '/api/products',
    { schema: { tags, querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (req, reply) => {
      const page = await catalog.list(req.query);
      return sendCachedAnswer(req, reply, page, productListResponseSchema, () => ({ success: true, ...page }));
    },
  );

  app.get(
    '/api/products/suggest',
    { schema: { tags, querystring: productSuggestQuerySchema, response: { 200: productSuggestResponseSchema } } },
    async (req, reply) => {
      const suggestions = await catalog.suggest(req.query.q);
      return sendCachedAnswer(req, reply, suggestions, productSuggestResponseSchema, () => ({ success: true, ...suggestions }));
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: productResponseSchema } } },
    async (req, reply) => {
      const product = await catalog.get(req.params.id);
      return sendCachedAnswer(req, reply, product, productResponseSchema, () => ({ success: true, product }));
    },
  );

  app.get(
    '/api/products/:id/related',
    { schema: { tags, params: idParamsSchema, response: { 200: relatedProductsResponseSchema } } },
    async (req, reply) => {
      const products = await catalog.related(req.params.id);
      return sendCachedAnswer(req, reply, products, relatedProductsResponseSchema, () => ({ success: true, products }));
    },
  );

  app.get(
    '/api/products/:id/reviews',
    { schema: { tags, params: idParamsSchema, querystring: reviewListQuerySchema, response: { 200: reviewListResponseSchema } } },
    async (req) => ({ success: true as const, ...(await reviews.list(req.params.id, req.query)) }),
  );

  app.get(
    '/api/products/:id/reviews/mine',
    { onRequest: authenticated, schema: { tags, security, params: idParamsSchema, response: { 200: ownReviewResponseSchema } } },
    async (req) => ({ success: true as const, ...(await reviews.mine(await requireUser(req), req.params.id)) }),
  );

  app.put(
    '/api/products/:id/reviews/mine',
    {
      onRequest: authenticated,
      schema: { tags, security, params: idParamsSchema, body: reviewRequestSchema, response: { 200: reviewResponseSchema, 201: reviewResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req, reply) => {
      const { review, created } = await reviews.save(await requireUser(req), req.params.id, req.body);
      return reply.status(created ? 201 : 200).send({ success: true as const, message: created ? reviewMessages.saved : reviewMessages.updated, review });
    },
  );

  app.put(
    '/api/admin/reviews/:id',
    { onRequest: allowRoles(['admin']), schema: { tags: ['admin'], security, params: idParamsSchema, body: reviewModerationRequestSchema, response: { 200: reviewResponseSchema } } },
    async (req) => {
      const review = await reviews.moderate(await requireRole(req, ['admin']), req.params.id, req.body.hidden);
      return { success: true as const, message: review.hidden ? reviewMessages.hidden : reviewMessages.shown, review };
    },
  );

  app.get(
    '/api/admin/products',
    { onRequest: allowRoles(managers), schema: { tags: ['admin'], security, querystring: staffProductsQuerySchema, response: { 200: staffProductsResponseSchema } } },
    async (req) => ({ success: true as const, ...(await management.list(await requireRole(req, managers), req.query)) }),
  );

  app.post(
    '/api/products',
    { ...staffWrite, schema: { tags, security, consumes, body: productCreateRequestSchema, response: { 201: staffProductResponseSchema } } },
    async (req, reply) => {
      const user = await requireRole(req, managers);
      return reply.status(201).send({ success: true as const, product: await management.create(user, req.body, images.get(req) ?? null) });
    },
  );

  app.put(
    '/api/products/:id',
    { ...staffWrite, schema: { tags, security, consumes, params: idParamsSchema, body: productUpdateRequestSchema, response: { 200: staffProductResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, managers);
      return { success: true as const, product: await management.update(user, req.params.id, req.body, images.get(req) ?? null) };
    },
  );

  app.delete(
    '/api/products/:id',
    { onRequest: allowRoles(managers), schema: { tags, security, params: idParamsSchema, response: { 200: productDeleteResponseSchema } } },
    async (req) => {
      const { archived } = await management.remove(await requireRole(req, managers), req.params.id);
      return { success: true as const, message: archived ? backOfficeMessages.productArchived : backOfficeMessages.productDeleted, archived };
    },
  );
};

export default catalogModule;
