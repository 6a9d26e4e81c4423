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
