import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Paystack stand-in on loopback, shaped after Paystack's documented API:
 * POST /transaction/initialize, GET /transaction/verify/:reference, a hosted checkout page
 * that redirects to callback_url with ?trxref=R&reference=R, and signed charge.success webhooks;
 * POST /refund and GET /refund/:id, refunds that stay pending until settled, and signed
 * refund.processed / refund.failed webhooks shaped as Paystack documents them.
 */

export type FakeStatus = 'abandoned' | 'success' | 'failed' | 'ongoing' | 'reversed';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** Minor units, as Paystack reports it (tests may change it to play a tampering provider). */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: FakeStatus;
  paidAt: string | null;
  createdAt: string;
}

export interface FakeRefund {
  id: number;
  transaction: string;
  amount: number;
  currency: string;
  merchant_note: string | null;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  createdAt: string;
}

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Bodies of every POST /transaction/initialize, in order. */
  initializeRequests: Record<string, unknown>[];
  /** Count of verify calls per reference. */
  verifyCalls: Map<string, number>;
  /** Bodies of every POST /refund that Paystack accepted, in order. */
  refunds: FakeRefund[];
  /** Settles a transaction as if the customer acted on the hosted page, without a browser. */
  settle(reference: string, status: FakeStatus, change?: { amount?: number; currency?: string }): FakeTransaction;
  /** The JSON body Paystack would POST for one event on this transaction. */
  eventBody(reference: string, event?: string): string;
  /** POSTs a webhook the way Paystack does; `signWith` lets a test forge a bad signature. */
  sendWebhook(url: string, reference: string, options?: { event?: string; signWith?: string; body?: string }): Promise<Response>;
  /** Paystack finishes (or gives up on) a refund it had queued. */
  settleRefund(refundId: number, status: 'processed' | 'failed'): FakeRefund;
  /** The JSON body Paystack POSTs for a refund event (refund.processed, refund.failed...). */
  refundEventBody(refundId: number, event?: string): string;
  /** POSTs a refund webhook the way Paystack does (the refund's own status unless `event` says otherwise). */
  sendRefundWebhook(url: string, refundId: number, options?: { event?: string; signWith?: string }): Promise<Response>;
  close(): Promise<void>;
}

const gatewayResponses: Record<FakeStatus, string> = {
  abandoned: 'The transaction was not completed',
  success: 'Successful',
  failed: 'Declined',
  ongoing: 'Ongoing',
  reversed: 'Reversed',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function signPaystack(secretKey: string, body: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export async function startFakePaystack(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, FakeTransaction>();
  const initializeRequests: Record<string, unknown>[] = [];
  const verifyCalls = new Map<string, number>();
  const refunds: FakeRefund[] = [];
  let nextId = 1000;
  let baseUrl = '';

  function transactionJson(t: FakeTransaction): Record<string, unknown> {
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      message: null,
      gateway_response: gatewayResponses[t.status],
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: 'card',
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata,
      fees: t.status === 'success' ? Math.round(t.amount * 0.015) : null,
      customer: { id: 1, email: t.email, customer_code: 'CUS_fake' },
    };
  }

  function settle(reference: string, status: FakeStatus, change: { amount?: number; currency?: string } = {}): FakeTransaction {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake Paystack: unknown reference ${reference}`);
    t.status = status;
    t.paidAt = status === 'success' ? new Date().toISOString() : null;
    if (change.amount !== undefined) t.amount = change.amount;
    if (change.currency !== undefined) t.currency = change.currency;
    return t;
  }

  function redirectToCallback(res: ServerResponse, t: FakeTransaction): void {
    if (!t.callbackUrl) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Payment complete</p>');
      return;
    }
    const url = new URL(t.callbackUrl);
    url.searchParams.set('trxref', t.reference);
    url.searchParams.set('reference', t.reference);
    res.writeHead(302, { location: url.toString() }).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname;

    const checkout = /^\/checkout\/([A-Za-z0-9]+)(?:\/(pay|decline|cancel))?$/.exec(path);
    if (checkout) {
      const t = byAccessCode.get(checkout[1] ?? '');
      if (!t) return send(res, 404, { status: false, message: 'Transaction not found' });
      if (req.method === 'GET' && !checkout[2]) {
        const amount = (t.amount / 100).toFixed(2);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>Paystack Checkout</title><p>Pay ${escapeHtml(t.currency)} ${amount}</p>` +
            `<form method="post" action="/checkout/${t.accessCode}/pay"><button>Pay</button></form>` +
            `<form method="post" action="/checkout/${t.accessCode}/decline"><button>Decline</button></form>` +
            `<form method="post" action="/checkout/${t.accessCode}/cancel"><button>Cancel</button></form>`,
        );
        return;
      }
      if (req.method === 'POST' && checkout[2]) {
        await readBody(req);
        const outcome = ({ pay: 'success', decline: 'failed', cancel: 'abandoned' } as const)[checkout[2] as 'pay' | 'decline' | 'cancel'];
        settle(t.reference, outcome);
        return redirectToCallback(res, t);
      }
      return send(res, 405, { status: false, message: 'Method not allowed' });
    }

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }

    if (req.method === 'POST' && path === '/transaction/initialize') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { status: false, message: 'Invalid JSON' });
      }
      initializeRequests.push(body);
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !body.email.includes('@')) {
        return send(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      }
      if (!Number.isInteger(amount) || amount <= 0) {
        return send(res, 400, { status: false, message: 'Invalid Amount Sent' });
      }
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(5).toString('hex');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) {
        return send(res, 400, { status: false, message: 'Invalid transaction reference' });
      }
      if (transactions.has(reference)) {
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const accessCode = randomBytes(8).toString('hex');
      const t: FakeTransaction = {
        id: nextId++,
        reference,
        accessCode,
        email: body.email,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        metadata: body.metadata ?? null,
        // Paystack reports a transaction nobody has paid yet as abandoned.
        status: 'abandoned',
        paidAt: null,
        createdAt: new Date().toISOString(),
      };
      transactions.set(reference, t);
      byAccessCode.set(accessCode, t);
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${baseUrl}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1] ?? '');
      verifyCalls.set(reference, (verifyCalls.get(reference) ?? 0) + 1);
      const t = transactions.get(reference);
      if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found', code: 'transaction_not_found' });
      return send(res, 200, { status: true, message: 'Verification successful', data: transactionJson(t) });
    }

    // POST /refund {transaction: id or reference, amount?: subunits (default: what is left), currency?, merchant_note?}
    if (req.method === 'POST' && path === '/refund') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 400, { status: false, message: 'Invalid JSON' });
      }
      const key = typeof body.transaction === 'string' || typeof body.transaction === 'number' ? String(body.transaction) : '';
      const t = transactions.get(key) ?? [...transactions.values()].find((candidate) => String(candidate.id) === key);
      if (!t) return send(res, 404, { status: false, message: 'Transaction not found' });
      if (t.status !== 'success') return send(res, 400, { status: false, message: 'Cannot refund a transaction that was not successful' });
      const refunded = refunds.filter((r) => r.transaction === t.reference && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? t.amount - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) return send(res, 400, { status: false, message: 'Invalid amount' });
      if (refunded + amount > t.amount) return send(res, 400, { status: false, message: 'Refund amount cannot be greater than transaction amount' });
      if (body.currency !== undefined && body.currency !== t.currency) return send(res, 400, { status: false, message: 'Currency does not match transaction currency' });
      const refund: FakeRefund = {
        id: nextId++,
        transaction: t.reference,
        amount,
        currency: t.currency,
        merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
        status: 'pending',
        createdAt: new Date().toISOString(),
      };
      refunds.push(refund);
      if (refunded + amount === t.amount) t.status = 'reversed';
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency },
          integration: 1,
          deducted_amount: 0,
          merchant_note: refund.merchant_note,
          status: refund.status,
          currency: refund.currency,
          amount: refund.amount,
          id: refund.id,
          createdAt: new Date().toISOString(),
        },
      });
    }

    const fetchRefund = /^\/refund\/(\d+)$/.exec(path);
    if (req.method === 'GET' && fetchRefund) {
      const refund = refunds.find((candidate) => String(candidate.id) === fetchRefund[1]);
      if (!refund) return send(res, 404, { status: false, message: 'Refund not found' });
      return send(res, 200, { status: true, message: 'Refund retrieved', data: refundJson(refund) });
    }

    return send(res, 404, { status: false, message: 'Not found' });
  }

  function refundJson(refund: FakeRefund): Record<string, unknown> {
    const t = transactions.get(refund.transaction);
    return {
      id: refund.id,
      integration: 1,
      domain: 'test',
      transaction: t?.id ?? null,
      dispute: null,
      amount: refund.amount,
      deducted_amount: 0,
      currency: refund.currency,
      channel: 'card',
      merchant_note: refund.merchant_note,
      customer_note: null,
      status: refund.status,
      refunded_by: 'merchant',
      createdAt: refund.createdAt,
    };
  }

  function findRefund(refundId: number): FakeRefund {
    const refund = refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`fake Paystack: unknown refund ${refundId}`);
    return refund;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { status: false, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function eventBody(reference: string, event = 'charge.success'): string {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake Paystack: unknown reference ${reference}`);
    return JSON.stringify({ event, data: transactionJson(t) });
  }

  // As Paystack documents refund events: the transaction's reference, the amount as text in subunits, no refund id.
  function refundEventBody(refundId: number, event?: string): string {
    const refund = findRefund(refundId);
    const t = transactions.get(refund.transaction);
    return JSON.stringify({
      event: event ?? `refund.${refund.status}`,
      data: {
        status: refund.status,
        transaction_reference: refund.transaction,
        refund_reference: refund.status === 'processed' ? String(refund.id * 7919) : null,
        amount: String(refund.amount),
        currency: refund.currency,
        processor: 'mpgs_zen',
        customer: { first_name: null, last_name: null, email: t?.email ?? '' },
        integration: 1,
        domain: 'test',
      },
    });
  }

  return {
    baseUrl,
    secretKey,
    transactions,
    initializeRequests,
    verifyCalls,
    refunds,
    settle,
    eventBody,
    async sendWebhook(url, reference, opts = {}) {
      const body = opts.body ?? eventBody(reference, opts.event);
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(opts.signWith ?? secretKey, body) },
        body,
      });
    },
    settleRefund(refundId, status) {
      const refund = findRefund(refundId);
      refund.status = status;
      // A failed refund gives the money back to the merchant's balance: the transaction is refundable again.
      const t = transactions.get(refund.transaction);
      if (status === 'failed' && t?.status === 'reversed') t.status = 'success';
      return refund;
    },
    refundEventBody,
    async sendRefundWebhook(url, refundId, opts = {}) {
      const body = refundEventBody(refundId, opts.event);
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(opts.signWith ?? secretKey, body) },
        body,
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
