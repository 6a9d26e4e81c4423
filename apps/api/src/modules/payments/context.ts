import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../app';
import { createReceipts } from '../orders/receipt';
import type { PaymentProvider } from './providers/index';
import { createPaymentsService, type PaymentsService } from './service';

export interface PaymentsContext {
  provider: PaymentProvider;
  payments: PaymentsService;
  /** Where providers send the shopper back: the provider appends ?reference=R&trxref=R. */
  callbackUrls: { order: string; subscription: string };
}

/** What checkout, orders, subscriptions and payments share: the app's one provider (deps.paymentProvider) and the service over it. */
export function paymentsContext({ config, deps }: ModuleContext, log: FastifyBaseLogger): PaymentsContext {
  const provider = deps.paymentProvider;
  return {
    provider,
    payments: createPaymentsService({
      database: deps.database,
      provider,
      clock: deps.clock,
      log,
      receipts: createReceipts({ database: deps.database, mailer: deps.mailer, publicUrl: config.publicUrl, log }),
    }),
    callbackUrls: { order: `${config.publicUrl}/checkout`, subscription: `${config.publicUrl}/dashboard` },
  };
}
