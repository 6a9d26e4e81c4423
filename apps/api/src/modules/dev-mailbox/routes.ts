import { mailboxResponseSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { httpError } from '../../lib/errors';
import { isLocalRequest } from '../../lib/local-only';
import { devMailboxMails, escapeHtml } from '../../mail/mailer';

export const mailboxLocalOnlyMessage = 'The dev mailbox is shown only on the machine running the shop. Set DEV_TOOLS_ALLOW_REMOTE=true to show it to other machines.';

/**
 * Only when mails are not really sent (no SMTP_URL), never in production, and (its reset links
 * take over accounts) only to this machine unless DEV_TOOLS_ALLOW_REMOTE=true.
 */
const devMailboxModule: AppModule = async (app, { config, deps }) => {
  if (deps.mailer.kind !== 'dev-mailbox' || config.nodeEnv === 'production') return;
  if (!config.devToolsAllowRemote) {
    app.addHook('onRequest', async (req) => {
      if (!isLocalRequest(req)) throw httpError(403, mailboxLocalOnlyMessage, 'LOCAL_ONLY');
    });
  }

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
