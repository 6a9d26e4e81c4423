import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../../../test/fake-paystack';
import { createPaystackProvider, paystackSignature } from './paystack';
import { InvalidWebhookSignatureError, PaymentProviderError } from './types';

let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());

const request = (reference: string) => ({
  reference,
  email: 'ama@example.com',
  amountCents: 1198,
  currency: 'USD',
  callbackUrl: 'http://shop.test/checkout',
  metadata: { purpose: 'order', order_id: 7 },
});

describe('Paystack adapter', () => {
  it('initializes with the amount in minor units and verifies what the customer did', async () => {
    const paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    const { authorizationUrl } = await paystack.initialize(request('ref-a1'));
    expect(authorizationUrl.startsWith(`${fake.baseUrl}/checkout/`)).toBe(true);
    expect(fake.initializeRequests.at(-1)).toMatchObject({
      email: 'ama@example.com',
      amount: 1198,
      currency: 'USD',
      reference: 'ref-a1',
      callback_url: 'http://shop.test/checkout',
      metadata: { purpose: 'order', order_id: 7 },
    });

    expect(await paystack.verify('ref-a1')).toMatchObject({ status: 'abandoned', amountCents: 1198 });
    fake.settle('ref-a1', 'success');
    const paid = await paystack.verify('ref-a1');
    expect(paid).toMatchObject({ reference: 'ref-a1', status: 'success', amountCents: 1198, currency: 'USD' });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    fake.settle('ref-a1', 'failed');
    expect((await paystack.verify('ref-a1'))?.status).toBe('failed');
  });

  it('reports an unknown reference as null and a wrong key as a provider error', async () => {
    const paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    expect(await paystack.verify('never-made')).toBeNull();
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong', baseUrl: fake.baseUrl });
    await expect(wrongKey.initialize(request('ref-a2'))).rejects.toBeInstanceOf(PaymentProviderError);
    const nobody = createPaystackProvider({ secretKey: 'sk', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(nobody.verify('ref-a2')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('accepts a webhook signed with the secret key and refuses any other signature', async () => {
    const paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    await paystack.initialize(request('ref-a3'));
    fake.settle('ref-a3', 'success');
    const body = Buffer.from(fake.eventBody('ref-a3'));
    const event = paystack.parseWebhook(body, { 'x-paystack-signature': paystackSignature(fake.secretKey, body) });
    expect(event).toMatchObject({ event: 'charge.success', transaction: { reference: 'ref-a3', status: 'success', amountCents: 1198 } });

    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': paystackSignature('sk_forged', body) })).toThrow(
      InvalidWebhookSignatureError,
    );
    expect(() => paystack.parseWebhook(body, {})).toThrow(InvalidWebhookSignatureError);
    const altered = Buffer.from(body.toString().replace('1198', '1'));
    expect(() =>
      paystack.parseWebhook(altered, { 'x-paystack-signature': paystackSignature(fake.secretKey, body) }),
    ).toThrow(InvalidWebhookSignatureError);
  });

  it("reads Paystack's refund events: the transaction's reference, the amount in subunits (sent as text) and the refund's status", async () => {
    const paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    await paystack.initialize(request('ref-a4'));
    fake.settle('ref-a4', 'success');
    const queued = await paystack.refund({ reference: 'ref-a4', amountCents: 500, currency: 'USD', note: 'Order #7: damaged' });
    expect(queued.status).toBe('pending');
    const id = Number(queued.id);
    const read = (event?: string) => {
      const body = Buffer.from(fake.refundEventBody(id, event));
      return paystack.parseWebhook(body, { 'x-paystack-signature': paystackSignature(fake.secretKey, body) });
    };
    expect(read('refund.pending')).toEqual({ event: 'refund.pending', refund: { reference: 'ref-a4', amountCents: 500, status: 'pending' } });
    fake.settleRefund(id, 'processed');
    expect(read()).toEqual({ event: 'refund.processed', refund: { reference: 'ref-a4', amountCents: 500, status: 'processed' } });
    fake.settleRefund(id, 'failed');
    expect(read()).toEqual({ event: 'refund.failed', refund: { reference: 'ref-a4', amountCents: 500, status: 'failed' } });
    // A refund event without a reference it can use is acknowledged as an event, changing nothing.
    const odd = Buffer.from(JSON.stringify({ event: 'refund.processed', data: { status: 'processed' } }));
    expect(paystack.parseWebhook(odd, { 'x-paystack-signature': paystackSignature(fake.secretKey, odd) })).toEqual({ event: 'refund.processed' });
    const forged = Buffer.from(fake.refundEventBody(id));
    expect(() => paystack.parseWebhook(forged, { 'x-paystack-signature': paystackSignature('sk_forged', forged) })).toThrow(InvalidWebhookSignatureError);
  });
});
