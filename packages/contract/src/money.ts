// Money: rounding, cents, and the one formatter of prices. No zod here: the design system and the
// shop's first chunk import this module alone (`@nyansa/contract/money`).

/** Rounds to two decimals the way prices are shown (half away from zero). */
export function round2(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON) / 100;
}

/** Dollars (JSON) to integer cents (database). */
export function toCents(dollars: number): number {
  return Math.round(round2(dollars) * 100);
}

/** Integer cents (database) to dollars with two decimals (JSON). */
export function toDollars(cents: number): number {
  return round2(cents / 100);
}

/** The currency prices are in when the shop is not told otherwise (`CURRENCY` on the server). */
export const defaultCurrency = 'USD';

// What en-US writes before the amount; every other currency is written as its code.
const currencySymbols: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  INR: '₹',
  CAD: 'CA$',
  AUD: 'A$',
  CNY: 'CN¥',
};

// ISO 4217 minor units where they are not 2.
const zeroDecimalCurrencies = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const threeDecimalCurrencies = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

function decimalsOf(currency: string): number {
  if (zeroDecimalCurrencies.has(currency)) return 0;
  return threeDecimalCurrencies.has(currency) ? 3 : 2;
}

/** '1,234': a whole number with en-US thousands separators. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '$5.99', '-$1,234.50', '€5.99', 'KES 5.99' (a no-break space after a code), '¥6': the one money
 * formatter, written out by hand as en-US currency. Intl.NumberFormat gives the same text but loads
 * its locale data when first built, tens of milliseconds of a phone's main thread on a page's
 * first load.
 */
export function formatPrice(amount: number, currency: string = defaultCurrency): string {
  const code = currency.toUpperCase();
  const prefix = currencySymbols[code] ?? `${code}\u00a0`;
  if (!Number.isFinite(amount)) return `${prefix}${amount}`;
  const decimals = decimalsOf(code);
  // Rounded half away from zero on the decimal digits as written ('0.015' -> 2 cents), as Intl
  // does; toFixed would round the binary value (0.01499...) down.
  const shifted = Number(`${Math.abs(amount)}e${decimals}`);
  const minorUnits = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 10 ** decimals);
  const unit = 10 ** decimals;
  const whole = groupThousands(String(Math.floor(minorUnits / unit)));
  const fraction = decimals > 0 ? `.${String(minorUnits % unit).padStart(decimals, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${prefix}${whole}${fraction}`;
}

/** Rate of the dashboard's approximation of a dollar price in Kenyan shillings (spec section 9). */
export const kesPerDollar = 146;

/** 'KES 4,378': a dollar price x 146, rounded to whole shillings (spec section 9). */
export function formatKes(dollarAmount: number): string {
  const shillings = Math.round(dollarAmount * kesPerDollar);
  return `KES ${shillings < 0 ? '-' : ''}${groupThousands(String(Math.abs(shillings)))}`;
}
