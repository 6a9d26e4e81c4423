import nodemailer from 'nodemailer';
import type { Mail } from '@nyansa/contract';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devMails } from '../db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'dev-mailbox' keeps mails in the database for /dev/mailbox. */
  kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP a newcomer still gets every mail: stored, listed at /dev/mailbox, links in the log. */
export function createDevMailbox({ db }: Database, log: () => FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insert(devMails).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log().info({ to: mail.to, subject: mail.subject, links }, `Dev mailbox: "${mail.subject}" for ${mail.to} ${links.join(' ')}`);
    },
    async close() {},
  };
}

/** The dev mailbox's newest mails, for /dev/mailbox. */
export async function devMailboxMails({ db }: Database, limit = 100): Promise<Mail[]> {
  const rows = await db.select().from(devMails).orderBy(desc(devMails.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.toAddress, subject: r.subject, text: r.textBody, html: r.htmlBody, created_at: r.createdAt.toISOString() }));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One simple layout for every mail: a greeting, a sentence, a button, the link in plain text. */
export function linkMail(options: { to: string; subject: string; greeting: string; intro: string; action: string; link: string; outro: string }): OutgoingMail {
  const { to, subject, greeting, intro, action, link, outro } = options;
  const text = `${greeting}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nNyansa`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#2b2024;max-width:560px;margin:auto">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b4436c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#6b5a60">${escapeHtml(outro)}</p><p>Nyansa</p></body></html>`;
  return { to, subject, text, html };
}
