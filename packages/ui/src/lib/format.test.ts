import { describe, expect, it } from 'vitest';
import { formatConfidence, formatDate, formatTime } from './format';

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
