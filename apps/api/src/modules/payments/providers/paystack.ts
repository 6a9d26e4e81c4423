import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import {
  InvalidWebhookBodyError,
  InvalidWebhookSignatureError,
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderTransaction,
  type RefundRequest,
} from './types';

export const paystackDefaultBaseUrl = 'https://api.paystack.co';

export interface PaystackOptions {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), reference: z.string().optional() }),
});

const transactionData = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
});

const verifyAnswer = z.object({ status: z.literal(true), data: transactionData });

const webhookBody = z.object({ event: z.string(), data: z.unknown() });
// Paystack's refund.pending / refund.processing / refund.processed / refund.failed: the amount comes as text in subunits.
const refundData = z.object({
  transaction_reference: z.string(),
  amount: z.coerce.number().int().positive(),
  id: z.union([z.string(), z.number()]).nullish(),
});
const refundEventStatus: Readonly<Record<string, ProviderRefund['status']>> = {
  'refund.pending': 'pending',
  'refund.processing': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

// POST /refund answers the refund it queued (status pending, processing, processed or failed).
const refundAnswer = z.object({ status: z.literal(true), data: z.object({ id: z.coerce.string(), status: z.string() }) });
const refusalAnswer = z.object({ message: z.string() });

function toRefundStatus(paystackStatus: string): 'pending' | 'processed' | 'failed' {
  if (paystackStatus === 'processed') return 'processed';
  return paystackStatus === 'failed' ? 'failed' : 'pending';
}

/** Paystack reports more states than the shop needs; everything unfinished is pending. */
function toStatus(paystackStatus: string): ProviderPaymentStatus {
  switch (paystackStatus) {
    case 'success':
      return 'success';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      return 'pending';
  }
}

function toTransaction(data: z.infer<typeof transactionData>): ProviderTransaction {
  const paidAt = data.paid_at ? new Date(data.paid_at) : undefined;
  return {
    reference: data.reference,
    status: toStatus(data.status),
    amountCents: data.amount,
    currency: data.currency.toUpperCase(),
    ...(paidAt && !Number.isNaN(paidAt.getTime()) ? { paidAt } : {}),
  };
}

/** HMAC-SHA512 of the raw body with the secret key, hex: Paystack's x-paystack-signature. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? paystackDefaultBaseUrl).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('The payment provider could not be reached', { cause: error });
    }
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) as unknown };
    } catch {
      throw new PaymentProviderError(`The payment provider answered ${response.status} without JSON`);
    }
  }

  return {
    name: 'paystack',

    async initialize(request: PaymentRequest) {
      const { status, json } = await call('POST', '/transaction/initialize', {
        email: request.email,
        amount: request.amountCents,
        currency: request.currency,
        reference: request.reference,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      });
      const parsed = initializeAnswer.safeParse(json);
      if (!parsed.success) {
        throw new PaymentProviderError(`The payment provider refused to start the payment (${status})`);
      }
      return { authorizationUrl: parsed.data.data.authorization_url };
    },

    async verify(reference: string) {
      const { status, json } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      // Paystack answers 400 or 404 with status false for a reference it never saw.
      if ((status === 400 || status === 404) && (json as { status?: unknown }).status === false) return null;
      const parsed = verifyAnswer.safeParse(json);
      if (!parsed.success) {
        throw new PaymentProviderError(`The payment provider could not verify the payment (${status})`);
      }
      return toTransaction(parsed.data.data);
    },

    async refund(request: RefundRequest) {
      // Paystack's Refund API: the transaction by reference, the amount in subunits of its currency.
      const { status, json } = await call('POST', '/refund', {
        transaction: request.reference,
        amount: request.amountCents,
        currency: request.currency,
        merchant_note: request.note,
      });
      const parsed = refundAnswer.safeParse(json);
      if (!parsed.success) {
        const refusal = refusalAnswer.safeParse(json);
        throw new PaymentProviderError(`The payment provider refused the refund (${status}${refusal.success ? `: ${refusal.data.message}` : ''})`);
      }
      return { id: parsed.data.data.id, status: toRefundStatus(parsed.data.data.status) };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const header = headers['x-paystack-signature'];
      const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
      const expected = Buffer.from(paystackSignature(options.secretKey, rawBody), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new InvalidWebhookSignatureError();
      }
      let body: z.infer<typeof webhookBody>;
      try {
        body = webhookBody.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new InvalidWebhookBodyError();
      }
      const refundStatus = refundEventStatus[body.event];
      if (refundStatus) {
        const refund = refundData.safeParse(body.data);
        if (!refund.success) return { event: body.event };
        const { transaction_reference: reference, amount, id } = refund.data;
        return { event: body.event, refund: { reference, amountCents: amount, status: refundStatus, ...(id == null ? {} : { id: String(id) }) } };
      }
      if (!body.event.startsWith('charge.')) return { event: body.event };
      const data = transactionData.safeParse(body.data);
      return data.success ? { event: body.event, transaction: toTransaction(data.data) } : { event: body.event };
    },
  };
}
