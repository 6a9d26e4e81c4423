import {
  clinicAnsweredQuerySchema,
  clinicAnsweredResponseSchema,
  clinicItemResponseSchema,
  clinicQueueResponseSchema,
  clinicReplyRequestSchema,
  clinicReplyResponseSchema,
  clinicRequestResponseSchema,
  consultationMessages,
  consultationRequestSchema,
  consultationResponseSchema,
  consultationsResponseSchema,
  idParamsSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { allowRoles, authenticated, requireRole, requireUser } from '../../auth/guard';
import { rateLimitKey } from '../../lib/rate-limit-key';
import { createClinic } from './clinic';
import { createConsultations } from './service';

const dermatologists = ['dermatologist'] as const;

/** The AI + Dermatologist plan: subscribers ask about an analysis, dermatologists answer from /clinic. */
const consultationsModule: AppModule = async (app, { config, deps }) => {
  const consultations = createConsultations({ database: deps.database, clock: deps.clock });
  const clinic = createClinic({
    database: deps.database,
    clock: deps.clock,
    mailer: deps.mailer,
    photoLinks: deps.photoLinks,
    publicUrl: config.publicUrl,
    currency: config.currency,
    log: app.log,
  });
  const security = [{ bearer: [] }];

  app.post(
    '/api/consultations',
    {
      onRequest: authenticated,
      schema: { tags: ['consultations'], security, body: consultationRequestSchema, response: { 201: consultationResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const data = await consultations.ask(user, req.body.analysis_id, req.body.question, req.body.intake ?? null);
      return reply.status(201).send({ success: true as const, message: consultationMessages.sent, data });
    },
  );

  app.get(
    '/api/consultations',
    { onRequest: authenticated, schema: { tags: ['consultations'], security, response: { 200: consultationsResponseSchema } } },
    async (req) => ({ success: true as const, data: await consultations.mine((await requireUser(req)).id) }),
  );

  app.get(
    '/api/clinic/queue',
    { onRequest: allowRoles(dermatologists), schema: { tags: ['clinic'], security, response: { 200: clinicQueueResponseSchema } } },
    async () => ({ success: true as const, data: await clinic.queue() }),
  );

  app.get(
    '/api/clinic/answered',
    {
      onRequest: allowRoles(dermatologists),
      schema: { tags: ['clinic'], security, querystring: clinicAnsweredQuerySchema, response: { 200: clinicAnsweredResponseSchema } },
    },
    async (req) => ({ success: true as const, ...(await clinic.answered(await requireRole(req, dermatologists), req.query)) }),
  );

  app.get(
    '/api/clinic/consultations/:id',
    { onRequest: allowRoles(dermatologists), schema: { tags: ['clinic'], security, params: idParamsSchema, response: { 200: clinicRequestResponseSchema } } },
    async (req) => ({ success: true as const, data: await clinic.request(await requireRole(req, dermatologists), req.params.id) }),
  );

  app.post(
    '/api/clinic/consultations/:id/claim',
    { onRequest: allowRoles(dermatologists), schema: { tags: ['clinic'], security, params: idParamsSchema, response: { 200: clinicItemResponseSchema } } },
    async (req) => {
      const data = await clinic.claim(await requireRole(req, dermatologists), req.params.id);
      return { success: true as const, message: consultationMessages.claimed, data };
    },
  );

  app.post(
    '/api/clinic/consultations/:id/release',
    { onRequest: allowRoles(dermatologists), schema: { tags: ['clinic'], security, params: idParamsSchema, response: { 200: clinicItemResponseSchema } } },
    async (req) => {
      const data = await clinic.release(await requireRole(req, dermatologists), req.params.id);
      return { success: true as const, message: consultationMessages.released, data };
    },
  );

  app.post(
    '/api/clinic/consultations/:id/reply',
    {
      onRequest: allowRoles(dermatologists),
      schema: { tags: ['clinic'], security, params: idParamsSchema, body: clinicReplyRequestSchema, response: { 200: clinicReplyResponseSchema } },
    },
    async (req) => {
      const data = await clinic.reply(await requireRole(req, dermatologists), req.params.id, req.body.reply, req.body.product_ids);
      return { success: true as const, message: consultationMessages.replied, data };
    },
  );
};

export default consultationsModule;
