// Dates, times and confidence as the components show them; money is @nyansa/contract/money's formatPrice.
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
