import { describe, expect, it } from 'vitest';
import { formatConfidence, formatDate, formatKes, formatPrice, formatTime } from './format';

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
});

describe('formatKes', () => {
  it('is the dollar price x 146, rounded', () => {
    expect(formatKes(29.99)).toBe('KES 4,379');
    expect(formatKes(3.99)).toBe('KES 583');
    expect(formatKes(0)).toBe('KES 0');
    expect(formatKes(55.99 * 100)).toBe('KES 817,454');
  });
});

describe('formatTime', () => {
  it('shows 24-hour HH:mm with leading zeros', () => {
    expect(formatTime(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2026, 0, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(2026, 0, 5, 0, 0))).toBe('00:00');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatTime('not a date')).toThrow('Not a date: not a date');
  });
});

describe('formatConfidence', () => {
  it('shows a percentage with one decimal', () => {
    expect(formatConfidence(0.8734)).toBe('87.3%');
    expect(formatConfidence(1)).toBe('100.0%');
    expect(formatConfidence(0.05)).toBe('5.0%');
  });
});

describe('formatDate', () => {
  it('shows month, day and year', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('Jan 5, 2026');
  });
});
