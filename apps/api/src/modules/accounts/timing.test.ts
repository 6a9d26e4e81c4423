import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { mailRequestAnswerMs } from './service';

// Whether an email has an account must not show in how long the mail-sending forms take to answer.
// The mail here takes 150 ms to go out (a real SMTP server may take longer): without a fixed answer
// time a known email answers at least that much later than an unknown one.
const mailMs = 150;
const rounds = 8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('the mail-sending forms answer in the same time for known and unknown emails', () => {
  let app: TestApp;
  const sent: OutgoingMail[] = [];
  const slowMailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      await sleep(mailMs);
      sent.push(mail);
    },
    async close() {},
  };
  let address = 0;

  async function timed(url: string, email: string): Promise<number> {
    address += 1;
    const started = performance.now();
    // An address each: the per-address limit of 10 a minute stays out of the way.
    const res = await app.inject({ method: 'POST', url, payload: { email }, remoteAddress: `198.51.100.${address}` });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    return took;
  }

  async function register(email: string): Promise<void> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'Secret12!', first_name: 'Esi', last_name: 'Owusu' } });
    expect(res.statusCode).toBe(201);
  }

  beforeAll(async () => {
    app = await createTestApp({ mailer: slowMailer });
    await register('verified@example.com');
    await app.testing.database.query("UPDATE users SET email_verified_at = now() WHERE email = 'verified@example.com'");
    await register('unverified@example.com');
  });
  afterAll(() => app.close());

  it.each([
    ['/api/auth/forgot-password', 'verified@example.com', 'Reset your Nyansa password'],
    ['/api/auth/resend-verification', 'unverified@example.com', 'Verify your Nyansa account'],
  ])('%s', async (url, known, subject) => {
    const before = sent.filter((mail) => mail.to === known && mail.subject === subject).length;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both alike.
    for (let i = 0; i < rounds; i += 1) {
      knownTimes.push(await timed(url, known));
      unknownTimes.push(await timed(url, `nobody-${i}@example.com`));
    }
    // The work was done for the known email every time, and for no one else.
    expect(sent.filter((mail) => mail.to === known && mail.subject === subject).length - before).toBe(rounds);
    expect(sent.some((mail) => mail.to.startsWith('nobody-'))).toBe(false);

    const gap = median(knownTimes) - median(unknownTimes);
    expect(Math.abs(gap), `known ${knownTimes.map(Math.round).join(', ')} ms; unknown ${unknownTimes.map(Math.round).join(', ')} ms`).toBeLessThan(mailMs / 2);
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(mailRequestAnswerMs - 5);
  });
});
