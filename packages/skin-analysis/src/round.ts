/** `value` rounded to `decimals` decimal places, for figures shown to people. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
