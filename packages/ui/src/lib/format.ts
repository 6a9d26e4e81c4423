/** '1,234': a whole number with en-US thousands separators. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '$5.99', '-$1,234.50': the one money formatter of the design system, written out by hand as
 * en-US currency. Intl.NumberFormat gives the same text but loads its locale data when first
 * built, tens of milliseconds of a phone's main thread on a page's first load.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return `$${amount}`;
  // Rounded half away from zero on the decimal digits as written ('0.015' -> 2 cents), as Intl
  // does; toFixed would round the binary value (0.01499...) down.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100));
  return `${amount < 0 ? '-' : ''}$${groupThousands(whole)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Rate of the dashboard's KES approximation (spec section 9). */
export const kesPerDollar = 146;

/** 'KES 4,378': dollar price x 146, rounded. */
export function formatKes(dollarAmount: number): string {
  const shillings = Math.round(dollarAmount * kesPerDollar);
  return `KES ${shillings < 0 ? '-' : ''}${groupThousands(String(Math.abs(shillings)))}`;
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** '09:07': 24-hour HH:mm in the viewer's time zone, as the chat shows message times. */
export function formatTime(value: Date | string | number): string {
  const date = toDate(value);
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** 'Jan 5, 2026': the date shown on analyses and history items. */
export function formatDate(value: Date | string | number): string {
  return toDate(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** '87.3%': confidence given as a fraction 0..1, shown as a percentage with one decimal. */
export function formatConfidence(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}
