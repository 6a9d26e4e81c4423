import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { createPaystackProvider } from './paystack';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export * from './types';
export { createPaystackProvider, paystackSignature } from './paystack';
export { createSandboxProvider, isSandboxProvider, type SandboxProvider } from './sandbox';

/** PAYSTACK_SECRET_KEY turns Paystack on; without it the embedded sandbox takes payments. */
export function createPaymentProvider(config: AppConfig, database: Database): PaymentProvider {
  if (config.paystackSecretKey) {
    return createPaystackProvider({ secretKey: config.paystackSecretKey, baseUrl: config.paystackBaseUrl });
  }
  return createSandboxProvider(database, config.publicUrl);
}
