import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    closeTimeout: 200,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Nyansa <hello@nyansa.test>' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the verification mail; following its link lets the user log in', async () => {
    const email = 'abena@example.com';
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Secret12!', first_name: 'Abena', last_name: 'Asante' },
    });
    expect(register.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^From: Nyansa <hello@nyansa\.test>/m);
    expect(mail.raw).toMatch(/^Subject: Verify your Nyansa account/m);
    // Quoted-printable may wrap long lines: undo soft breaks before reading the link.
    const text = mail.raw.replace(/=\r?\n/g, '');
    const link = /http:\/\/shop\.test\/verify-email\/([\w-]+)/.exec(text);
    expect(link).not.toBeNull();

    const verify = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${link![1]}` });
    expect(verify.json()).toEqual({ success: true, message: 'Email verified successfully! You can now login.' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret12!' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email).toBe(email);

    // With SMTP configured there is no dev mailbox.
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
