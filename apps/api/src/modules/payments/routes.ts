import { paymentVerifyResponseSchema, referenceParamsSchema } from '@nyansa/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { httpError } from '../../lib/errors';
import { isLocalRequest } from '../../lib/local-only';
import { paymentsContext } from './context';
import { InvalidWebhookBodyError, InvalidWebhookSignatureError, isSandboxProvider } from './providers/index';
import { renderSandboxNotFound, renderSandboxPage, renderSandboxPayRefused } from './providers/sandbox-page';

const paymentsModule: AppModule = async (app, context) => {
  const { provider, payments } = paymentsContext(context, app.log);

  app.get(
    '/api/payments/verify/:reference',
    {
      onRequest: authenticated,
      schema: { tags: ['payments'], security: [{ bearer: [] }], params: referenceParamsSchema, response: { 200: paymentVerifyResponseSchema } },
    },
    async (req) => {
      const user = await requireUser(req);
      return { success: true as const, data: await payments.verifyForUser(req.params.reference, user.id) };
    },
  );

  // The signature covers the exact bytes sent, so this route keeps the raw body (its own parser).
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    webhook.post('/api/payments/webhook', { schema: { tags: ['payments'], hide: true } }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        await payments.receiveWebhook(raw, req.headers);
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) throw httpError(401, error.message, error.code);
        if (error instanceof InvalidWebhookBodyError) throw httpError(400, error.message, error.code);
        throw error;
      }
      return { success: true };
    });
  });

  if (isSandboxProvider(provider)) {
    const sandbox = provider;
    const brand = 'Nyansa';
    const params = referenceParamsSchema;
    const actionParams = z.extend(referenceParamsSchema, { action: z.enum(['pay', 'decline', 'cancel']) });
    // Paying here gives plans and orders away: only on this machine unless DEV_TOOLS_ALLOW_REMOTE=true.
    const canPay = (req: FastifyRequest) => context.config.devToolsAllowRemote || isLocalRequest(req);

    // No script at all; the forms may post here and be redirected on to the shop's own origin.
    const pageCsp = [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${new URL(context.config.publicUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');

    app.get('/pay/:reference', { schema: { hide: true, params } }, async (req, reply) => {
      const view = await sandbox.page(req.params.reference);
      reply.header('cache-control', 'no-store').header('content-security-policy', pageCsp).type('text/html; charset=utf-8');
      if (!view) return reply.status(404).send(renderSandboxNotFound());
      return reply.send(renderSandboxPage({ ...view, brand, canPay: canPay(req) }));
    });

    // The page's forms post without fields; the action is in the path.
    await app.register(async (instance) => {
      const forms = instance.withTypeProvider<ZodTypeProvider>();
      forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
      forms.post('/pay/:reference/:action', { schema: { hide: true, params: actionParams } }, async (req, reply) => {
        if (req.params.action === 'pay' && !canPay(req)) {
          return reply.status(403).header('cache-control', 'no-store').header('content-security-policy', pageCsp).type('text/html; charset=utf-8').send(renderSandboxPayRefused());
        }
        const target = await sandbox.act(req.params.reference, req.params.action);
        if (!target) return reply.status(404).type('text/html; charset=utf-8').send(renderSandboxNotFound());
        return reply.redirect(target, 303);
      });
    });
  }
};

export default paymentsModule;
