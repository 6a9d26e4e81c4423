import { mailboxResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { devMailboxMails, escapeHtml } from '../../mail/mailer';

/** Only when mails are not really sent (no SMTP_URL) and never in production. */
const devMailboxModule: AppModule = async (app, { config, deps }) => {
  if (deps.mailer.kind !== 'dev-mailbox' || config.nodeEnv === 'production') return;

  const mails = () => devMailboxMails(deps.database);

  app.get('/dev/mailbox.json', { schema: { tags: ['operations'], response: { 200: mailboxResponseSchema } } }, async () => ({
    success: true as const,
    data: await mails(),
  }));

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const list = await mails();
    const items = list
      .map((m) => {
        const links = (m.text.match(/https?:\/\/\S+/g) ?? []).map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>');
        return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p><pre>${escapeHtml(m.text)}</pre><p>${links}</p></article>`;
      })
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Nyansa</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b2024}article{border:1px solid #eadde2;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#6b5a60;font-size:.9rem}a{color:#b4436c;word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1><p>Mails the shop would have sent (no SMTP_URL is set). Newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
};

export default devMailboxModule;
