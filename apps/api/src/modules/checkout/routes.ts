import { checkoutResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { paymentsContext } from '../payments/context';
import { createDeliveryService } from '../delivery/service';
import { createCheckoutService } from './service';

const checkoutModule: AppModule = async (app, context) => {
  const checkout = createCheckoutService({
    database: context.deps.database,
    currency: context.config.currency,
    payments: paymentsContext(context, app.log),
    delivery: createDeliveryService(context.deps.database),
  });

  app.post(
    '/api/cart/checkout',
    {
      onRequest: authenticated,
      schema: { tags: ['cart'], security: [{ bearer: [] }], response: { 200: checkoutResponseSchema } },
    },
    async (req) => checkout.checkout(await requireUser(req)),
  );
};

export default checkoutModule;
