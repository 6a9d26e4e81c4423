import type { IncomingHttpHeaders } from 'node:http';
import type { AppDb } from '../../../db/database';

/** What the shop asks a provider to collect. Amounts are integer minor units (cents). */
export interface PaymentRequest {
  reference: string;
  email: string;
  amountCents: number;
  currency: string;
  callbackUrl: string;
  metadata: Record<string, string | number>;
}

export type ProviderPaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

/** A provider's own account of one transaction, as read back from it. */
export interface ProviderTransaction {
  reference: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  paidAt?: Date;
}

/** The provider's word on a refund it had accepted (Paystack's refund.* events). Amounts in minor units. */
export interface ProviderRefundUpdate {
  /** The refunded transaction's reference (the shop's payment reference). */
  reference: string;
  amountCents: number;
  status: ProviderRefund['status'];
  /** The provider's refund id, when the event carries it. */
  id?: string;
}

/** A webhook event whose signature checked out; `transaction` only for charge events, `refund` only for refund events. */
export interface PaymentEvent {
  event: string;
  transaction?: ProviderTransaction;
  refund?: ProviderRefundUpdate;
}

export interface PaymentProvider {
  readonly name: 'paystack' | 'sandbox';
  initialize(request: PaymentRequest): Promise<{ authorizationUrl: string }>;
  /** Returns null when the provider does not know the reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
  /** Throws InvalidWebhookSignatureError when the body was not signed by the provider. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
  /**
   * Gives back part or all of a successful transaction. Throws PaymentProviderError when the
   * provider refuses (more than is left, a transaction it does not know) or cannot be reached.
   * `within`: the caller's transaction, for a provider whose ledger is this database (the sandbox).
   */
  refund(request: RefundRequest, within?: AppDb): Promise<ProviderRefund>;
}

/** Amounts in minor units. */
export interface RefundRequest {
  reference: string;
  amountCents: number;
  currency: string;
  /** What the merchant's own records say about it. */
  note: string;
}

/** pending: accepted, the money is on its way back; processed: done; failed: refused after all. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider could not be reached or answered nonsense: the shopper may retry. */
export class PaymentProviderError extends Error {
  readonly statusCode = 502;
  readonly code = 'PAYMENT_PROVIDER_ERROR';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export class InvalidWebhookSignatureError extends Error {
  readonly statusCode = 401;
  readonly code = 'INVALID_SIGNATURE';
  constructor() {
    super('Invalid webhook signature');
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** Signed by the provider but not a body we can read. */
export class InvalidWebhookBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'INVALID_WEBHOOK_BODY';
  constructor() {
    super('Unreadable webhook body');
    this.name = 'InvalidWebhookBodyError';
  }
}
