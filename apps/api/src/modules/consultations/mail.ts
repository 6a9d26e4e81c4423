import { formatPrice, type ConsultationReply } from '@nyansa/contract';
import { escapeHtml, type OutgoingMail } from '../../mail/mailer';

/** The mail telling a customer their dermatologist answered: the reply as text (HTML in it is shown, never run). */
export function replyMail(options: { to: string; firstName: string; reply: ConsultationReply; analysedAt: Date | null; link: string; currency: string }): OutgoingMail {
  const { to, firstName, reply, analysedAt, link, currency } = options;
  const about = analysedAt ? `your skin analysis of ${analysedAt.toISOString().slice(0, 10)}` : 'your skin analysis';
  const intro = `${reply.dermatologist_name} answered your question about ${about}.`;
  const suggestions = reply.products.map((product) => `${product.product_name} (${formatPrice(product.price, currency)})`);
  const text = [
    `Hello ${firstName},`,
    '',
    intro,
    '',
    reply.text,
    '',
    ...(suggestions.length > 0 ? ['Suggested products:', ...suggestions.map((line) => `- ${line}`), ''] : []),
    `Read it with your analysis: ${link}`,
    '',
    'Nyansa',
  ].join('\n');
  const paragraphs = reply.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
    .join('');
  const list = suggestions.length > 0 ? `<p>Suggested products:</p><ul>${suggestions.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#2b2024;max-width:560px;margin:auto">
<p>${escapeHtml(`Hello ${firstName},`)}</p><p>${escapeHtml(intro)}</p>
<blockquote style="border-left:3px solid #b4436c;margin:0;padding:0 12px">${paragraphs}</blockquote>${list}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b4436c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Read it with your analysis</a></p>
<p style="font-size:13px">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Nyansa</p></body></html>`;
  return { to, subject: 'A dermatologist answered your question', text, html };
}
