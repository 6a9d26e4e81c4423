import { formatPrice, toDollars } from '@nyansa/contract/money';
/** HTML of the sandbox's hosted payment page: no scripts, plain forms (the CSP forbids inline scripts). */

export type SandboxAction = 'pay' | 'decline' | 'cancel';

export interface SandboxPageView {
  reference: string;
  amountCents: number;
  currency: string;
  email: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  brand: string;
  /** False for another machine's browser (unless DEV_TOOLS_ALLOW_REMOTE=true): the page says why there is no Pay button. */
  canPay: boolean;
}

export const sandboxPayLocalOnlyMessage =
  'Test payments can be completed only on the machine running the shop. Set DEV_TOOLS_ALLOW_REMOTE=true to allow other machines.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f1ee;color:#2b2024}
.banner{background:#b3261e;color:#fff;text-align:center;padding:.6rem;font-weight:700;letter-spacing:.08em}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.2rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.muted{color:#6d5e63;font-size:.9rem}form{display:inline}
button{font:inherit;border:0;border-radius:8px;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;cursor:pointer}
.pay{background:#2b2024;color:#fff}.decline{background:#f3d9d6;color:#2b2024}.cancel{background:#eee;color:#2b2024}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><div class="banner" role="status">TEST MODE: no real money moves</div><main>${body}</main></body></html>`;
}

export function renderSandboxPage(view: SandboxPageView): string {
  const ref = encodeURIComponent(view.reference);
  const amount = escapeHtml(formatPrice(toDollars(view.amountCents), view.currency));
  const header = `<h1>${escapeHtml(view.brand)} test payment</h1>
<p class="muted">Reference ${escapeHtml(view.reference)} for ${escapeHtml(view.email)}</p>
<p class="amount">${amount}</p>`;
  if (view.status === 'success') {
    return layout('Payment complete', `${header}<p>This payment is already complete.</p>`);
  }
  return layout(
    `Pay ${amount} (TEST MODE)`,
    `${header}
${view.canPay ? `<form method="post" action="/pay/${ref}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>` : `<p role="note">${escapeHtml(sandboxPayLocalOnlyMessage)}</p>`}
<form method="post" action="/pay/${ref}/decline"><button class="decline" type="submit">Decline (simulate a failed card)</button></form>
<form method="post" action="/pay/${ref}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="muted">This is the built-in sandbox. Set PAYSTACK_SECRET_KEY to take real payments.</p>`,
  );
}

export function renderSandboxNotFound(): string {
  return layout('Payment not found', '<h1>Payment not found</h1><p>This payment link is unknown or has expired.</p>');
}

export function renderSandboxPayRefused(): string {
  return layout('Payment not allowed here', `<h1>Payment not allowed here</h1><p>${escapeHtml(sandboxPayLocalOnlyMessage)}</p>`);
}
