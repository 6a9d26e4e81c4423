import { describe, expect, it } from 'vitest';
import { formatKes, formatPrice } from './money';

describe('formatPrice', () => {
  it('shows dollars with a dollar sign and two decimals', () => {
    expect(formatPrice(5.99)).toBe('$5.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('writes what Intl.NumberFormat writes for en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0.004, 0.005, 0.015, 1.005, 2.675, 19.999, 999.995, 1000, 55.99 * 3, 1234567.891, -5.99, -0.001, -1234.5, 1e9];
    for (let i = 0; i < 5000; i += 1) amounts.push(((i * 7_919_993) % 100_000_000) / 1000);
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
  });

  it('writes other currencies as en-US does: their symbol or their code, and their decimals', () => {
    expect(formatPrice(5.99, 'KES')).toBe('KES\u00a05.99');
    expect(formatPrice(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatPrice(5.99, 'JPY')).toBe('¥6');
    expect(formatPrice(5.99, 'kwd')).toBe('KWD\u00a05.990');
    const amounts = [0, 0.005, 1.005, 5.99, 55.99 * 3, 1234.5, 1234567.891, -5.99, -1234.5];
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'CAD', 'AUD', 'CNY', 'NGN', 'GHS', 'KES', 'ZAR', 'UGX', 'RWF', 'KWD', 'BHD', 'CHF']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const amount of amounts) expect(formatPrice(amount, currency), `${amount} ${currency}`).toBe(intl.format(amount));
    }
  });
});

describe('formatKes', () => {
  it('is the dollar price x 146, rounded', () => {
    expect(formatKes(29.99)).toBe('KES 4,379');
    expect(formatKes(3.99)).toBe('KES 583');
    expect(formatKes(0)).toBe('KES 0');
    expect(formatKes(55.99 * 100)).toBe('KES 817,454');
  });
});
