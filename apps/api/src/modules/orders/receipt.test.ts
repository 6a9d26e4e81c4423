import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signPaystack, startFakePaystack } from '../../../test/fake-paystack';
import { mailsTo } from '../../../test/backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, catalog, checkout, useSandboxPage, verifyPayment } from '../../../test/payment-journeys';
import { createDevMailbox, type Mailer, type OutgoingMail } from '../../mail/mailer';

// The order confirmation: mailed exactly once when an order is paid, whichever path confirms the
// payment first (the shopper's return, the webhook, a status check) and on whichever instance.

const receiptsOf = async (app: TestApp, email: string) => (await mailsTo(app, email)).filter((mail) => /^Your Nyansa order #\d+ is confirmed$/.test(mail.subject));

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('order confirmation mail', () => {
  it('lists the items, the total, the order number and a link to the order, and goes out once however often the payment is verified', async () => {
    const app = await createTestApp();
    cleanups.push(() => app.close());
    const { token, email } = await registerVerifiedUser(app);
    const [first, second] = await catalog(app);
    await addToCart(app, token, first!.product_id, 2);
    await addToCart(app, token, second!.product_id, 1);
    const answer = await checkout(app, token);
    expect(await receiptsOf(app, email)).toEqual([]);
    const landing = await useSandboxPage(app, answer.payment_url, 'pay');
    const reference = landing.searchParams.get('reference') ?? '';
    await Promise.all([verifyPayment(app, token, reference), verifyPayment(app, token, reference), app.inject({ method: 'GET', url: `/api/orders/${answer.order_id}/status`, headers: bearer(token) })]);
    await verifyPayment(app, token, reference);

    const receipts = await receiptsOf(app, email);
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(mail!.subject).toBe(`Your Nyansa order #${answer.order_id} is confirmed`);
    expect(mail!.text_body).toContain('Thank you for your order!');
    expect(mail!.text_body).toContain(`2 x ${first!.product_name}: ${money(first!.price * 2)}`);
    expect(mail!.text_body).toContain(`1 x ${second!.product_name}: ${money(second!.price)}`);
    expect(mail!.text_body).toContain(`Total: ${money(answer.total_amount)}`);
    expect(mail!.text_body).toContain(`Order number: ${answer.order_id}`);
    expect(mail!.text_body).toContain(`http://shop.test/orders/${answer.order_id}`);
    expect(mail!.html_body).toContain(`href="http://shop.test/orders/${answer.order_id}"`);
  });

  it('goes out once when the return, webhooks and status checks race on two instances sharing the database', async () => {
    const fake = await startFakePaystack();
    cleanups.push(() => fake.close());
    const env = { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.baseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env, database: first.testing.database });
    cleanups.push(async () => {
      await second.close();
      await first.close();
    });
    const { token, email } = await registerVerifiedUser(first);
    const [product] = await catalog(first);
    await addToCart(first, token, product!.product_id, 1);
    const answer = await checkout(first, token);
    const accessCode = new URL(answer.payment_url).pathname.split('/').pop();
    const reference = [...fake.transactions.values()].find((t) => t.accessCode === accessCode)!.reference;
    fake.settle(reference, 'success');
    const body = fake.eventBody(reference);
    const webhook = (app: TestApp) =>
      app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(fake.secretKey, body) }, payload: body });

    const answers = await Promise.all([
      verifyPayment(first, token, reference),
      webhook(second),
      webhook(first),
      verifyPayment(second, token, reference),
      second.inject({ method: 'GET', url: `/api/orders/${answer.order_id}/status`, headers: bearer(token) }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await receiptsOf(first, email)).toHaveLength(1);
    // A replayed event days later changes nothing either.
    await webhook(second);
    expect(await receiptsOf(first, email)).toHaveLength(1);
  });

  it('keeps a confirmation whose sending failed, and sends it when a server starts', async () => {
    let refuseReceipts = true;
    let inner: Mailer | null = null;
    const flaky: Mailer = {
      kind: 'dev-mailbox',
      async send(mail: OutgoingMail) {
        if (refuseReceipts && mail.subject.startsWith('Your Nyansa order')) throw new Error('SMTP relay unavailable');
        await inner!.send(mail);
      },
      async close() {},
    };
    const app = await createTestApp({ mailer: flaky });
    cleanups.push(() => app.close());
    inner = createDevMailbox(app.testing.database, () => app.log);
    const { token, email } = await registerVerifiedUser(app);
    const [product] = await catalog(app);
    await addToCart(app, token, product!.product_id, 1);
    const answer = await checkout(app, token);
    const landing = await useSandboxPage(app, answer.payment_url, 'pay');
    const verified = await verifyPayment(app, token, landing.searchParams.get('reference') ?? '');
    // The payment stands although its mail failed.
    expect(verified.json().data).toMatchObject({ status: 'success' });
    expect(await receiptsOf(app, email)).toEqual([]);
    expect(await app.testing.database.query('SELECT order_id, sent_at FROM order_receipts WHERE order_id = $1', [answer.order_id])).toEqual([{ order_id: answer.order_id, sent_at: null }]);

    refuseReceipts = false;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect(await receiptsOf(app, email)).toHaveLength(1), { timeout: 5000, interval: 50 });
  });
});
