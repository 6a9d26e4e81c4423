import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../../db/database';
import { sandboxPayments, sandboxRefunds } from '../../../db/schema/index';
import type { SandboxAction, SandboxPageView } from './sandbox-page';
import {
  InvalidWebhookSignatureError,
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderTransaction,
  type RefundRequest,
} from './types';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the hosted page shows; null for an unknown reference. */
  page(reference: string): Promise<Omit<SandboxPageView, 'brand' | 'canPay'> | null>;
  /**
   * Records the shopper's choice and returns where to send the browser (callback_url with
   * ?reference=R&trxref=R, as Paystack does); null for an unknown reference.
   */
  act(reference: string, action: SandboxAction): Promise<string | null>;
}

/** The embedded provider, with its hosted page (deps.paymentProvider may be any provider). */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'page' in provider && 'act' in provider;
}

const outcome: Record<SandboxAction, 'success' | 'failed' | 'abandoned'> = {
  pay: 'success',
  decline: 'failed',
  cancel: 'abandoned',
};

/** Where the hosted page sends the browser back: callback_url plus the reference, twice, like Paystack. */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}

/**
 * The embedded provider: its ledger is the sandbox_payments table (never memory), so a page
 * opened before a restart still works after it, on any API instance.
 */
export function createSandboxProvider(database: Database, publicUrl: string): SandboxProvider {
  const db = database.db;

  async function find(reference: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
    return row ?? null;
  }

  return {
    name: 'sandbox',

    async initialize(request: PaymentRequest) {
      await db
        .insert(sandboxPayments)
        .values({
          reference: request.reference,
          email: request.email,
          amountCents: request.amountCents,
          currency: request.currency,
          callbackUrl: request.callbackUrl,
        })
        .onConflictDoNothing();
      return { authorizationUrl: `${publicUrl}/pay/${encodeURIComponent(request.reference)}` };
    },

    async verify(reference: string): Promise<ProviderTransaction | null> {
      const row = await find(reference);
      if (!row) return null;
      return {
        reference: row.reference,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        ...(row.paidAt ? { paidAt: row.paidAt } : {}),
      };
    },

    // Like Paystack: only a successful payment, never more than is left of it.
    async refund(request: RefundRequest, within?: AppDb) {
      const refundIn = async (tx: AppDb) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.reference, request.reference)).for('update');
        if (!payment || payment.status !== 'success') throw new PaymentProviderError('The sandbox refused the refund: the payment is unknown or was not completed');
        const [done] = await tx
          .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.reference, request.reference));
        if ((done?.total ?? 0) + request.amountCents > payment.amountCents) {
          throw new PaymentProviderError('The sandbox refused the refund: more than is left of the payment');
        }
        const [row] = await tx.insert(sandboxRefunds).values({ reference: request.reference, amountCents: request.amountCents }).returning();
        if (!row) throw new Error('sandbox refund insert returned nothing');
        return { id: `sandbox-refund-${row.id}`, status: 'processed' as const };
      };
      // In the caller's transaction when there is one (PGlite runs one transaction at a time).
      return within ? refundIn(within) : db.transaction(refundIn);
    },

    // The sandbox sends no webhooks: anything posted as one is not from it.
    parseWebhook(): PaymentEvent {
      throw new InvalidWebhookSignatureError();
    },

    async page(reference: string) {
      const row = await find(reference);
      if (!row) return null;
      return { reference: row.reference, amountCents: row.amountCents, currency: row.currency, email: row.email, status: row.status };
    },

    async act(reference: string, action: SandboxAction) {
      const status = outcome[action];
      // A completed payment stays completed; a declined or cancelled one may still be paid, as on Paystack.
      await db
        .update(sandboxPayments)
        .set({ status, paidAt: status === 'success' ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.reference, reference), ne(sandboxPayments.status, 'success')));
      const row = await find(reference);
      return row ? callbackWithReference(row.callbackUrl, row.reference) : null;
    },
  };
}
