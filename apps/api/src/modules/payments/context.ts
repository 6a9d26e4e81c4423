import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../app';
import { createPaymentProvider, type PaymentProvider } from './providers/index';
import { createPaymentsService, type PaymentsService } from './service';

export interface PaymentsContext {
  provider: PaymentProvider;
  payments: PaymentsService;
  /** Where providers send the shopper back: the provider appends ?reference=R&trxref=R. */
  callbackUrls: { order: string; subscription: string };
}

// Checkout, orders, subscriptions and payments are separate plugins sharing one provider per app.
const contexts = new WeakMap<ModuleContext['deps'], PaymentsContext>();

export function paymentsContext({ config, deps }: ModuleContext, log: FastifyBaseLogger): PaymentsContext {
  const existing = contexts.get(deps);
  if (existing) return existing;
  const provider = createPaymentProvider(config, deps.database);
  const context: PaymentsContext = {
    provider,
    payments: createPaymentsService({ database: deps.database, provider, clock: deps.clock, log }),
    callbackUrls: { order: `${config.publicUrl}/checkout`, subscription: `${config.publicUrl}/dashboard` },
  };
  contexts.set(deps, context);
  return context;
}
