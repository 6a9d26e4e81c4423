import {
  basicSubscriptionResponseSchema,
  currentSubscriptionResponseSchema,
  paidSubscriptionResponseSchema,
  pricingResponseSchema,
  subscriptionCancelResponseSchema,
  subscriptionCreateRequestSchema,
  subscriptionMessages,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { httpError } from '../../lib/errors';
import { paymentsContext } from '../payments/context';
import { createPlanPurchase } from './purchase';
import {
  activateBasic,
  amountMatchesPlan,
  cancelPaidPlan,
  findCurrentSubscription,
  pricing,
  toSubscriptionView,
} from './service';

const subscriptionsModule: AppModule = async (app, context) => {
  const { database, clock } = context.deps;
  const purchase = createPlanPurchase(database, context.config.currency, paymentsContext(context, app.log));
  const tags = ['subscriptions'];
  const security = [{ bearer: [] }];

  app.get('/api/subscription/pricing', { schema: { tags, response: { 200: pricingResponseSchema } } }, async () => ({
    success: true as const,
    data: pricing(),
  }));

  app.get(
    '/api/subscription/current',
    { onRequest: authenticated, schema: { tags, security, response: { 200: currentSubscriptionResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      const row = await findCurrentSubscription(database.db, user.id);
      return { success: true as const, subscription: row ? toSubscriptionView(row, clock.now()) : null };
    },
  );

  app.post(
    '/api/subscription/create',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        body: subscriptionCreateRequestSchema,
        response: { 200: paidSubscriptionResponseSchema, 201: basicSubscriptionResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const { package_type: packageType, billing_cycle: cycle, email, amount } = req.body;
      if (email !== user.email.toLowerCase()) {
        throw httpError(400, 'The email must be the one of your account', 'EMAIL_MISMATCH', [
          { field: 'email', message: 'The email must be the one of your account' },
        ]);
      }
      if (!amountMatchesPlan(amount, packageType, cycle)) {
        throw httpError(400, subscriptionMessages.amountMismatch, 'AMOUNT_MISMATCH', [
          { field: 'amount', message: subscriptionMessages.amountMismatch },
        ]);
      }
      if (packageType === 'basic') {
        const plan = await activateBasic(database.db, user.id, clock.now());
        return reply.status(201).send({
          success: true as const,
          message: subscriptionMessages.basicActivated,
          subscription: toSubscriptionView(plan, clock.now()),
        });
      }
      return reply.status(200).send(await purchase.start(user, packageType, cycle));
    },
  );

  app.post(
    '/api/subscription/cancel',
    { onRequest: authenticated, schema: { tags, security, response: { 200: subscriptionCancelResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      const outcome = await cancelPaidPlan(database.db, user.id, clock.now());
      if (!outcome.cancelled) {
        const message =
          outcome.reason === 'basic' ? 'The Basic plan cannot be cancelled' : 'You have no active paid subscription to cancel';
        throw httpError(400, message, 'NOTHING_TO_CANCEL');
      }
      return {
        success: true as const,
        message: subscriptionMessages.cancelled,
        subscription: toSubscriptionView(outcome.cancelled, clock.now()),
      };
    },
  );
};

export default subscriptionsModule;
