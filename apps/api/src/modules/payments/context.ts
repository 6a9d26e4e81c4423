import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../app';
import { createFulfilmentService, type FulfilmentService } from '../fulfilment/service';
import { createReceipts } from '../orders/receipt';
import type { PaymentProvider } from './providers/index';
import { createPaymentsService, type PaymentsService } from './service';

export interface PaymentsContext {
  provider: PaymentProvider;
  payments: PaymentsService;
  /** Fulfilment, cancellations and refunds of paid orders (through the same provider). */
  fulfilment: FulfilmentService;
  /** Where providers send the shopper back: the provider appends ?reference=R&trxref=R. */
  callbackUrls: { order: string; subscription: string };
}

/** What checkout, orders, subscriptions and payments share: the app's one provider (deps.paymentProvider) and the service over it. */
export function paymentsContext({ config, deps }: ModuleContext, log: FastifyBaseLogger): PaymentsContext {
  const provider = deps.paymentProvider;
  const fulfilment = createFulfilmentService({ database: deps.database, provider, mailer: deps.mailer, clock: deps.clock, publicUrl: config.publicUrl, log });
  return {
    provider,
    fulfilment,
    payments: createPaymentsService({
      database: deps.database,
      provider,
      clock: deps.clock,
      log,
      receipts: createReceipts({ database: deps.database, mailer: deps.mailer, publicUrl: config.publicUrl, log }),
      onSoldOut: (orderId, names) => fulfilment.cancelSoldOut(orderId, names),
    }),
    callbackUrls: { order: `${config.publicUrl}/checkout`, subscription: `${config.publicUrl}/dashboard` },
  };
}
