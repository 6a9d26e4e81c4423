import { quickselect } from 'd3-array';

/** The median (the mean of the two middle values of an even count), by selection rather than a full sort. */
export function median(values: Float32Array): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const copy = Float32Array.from(values);
  const mid = n >> 1;
  quickselect(copy, mid);
  if (n % 2) return copy[mid]!;
  // Selection leaves the lower half before `mid`: its largest value is the other middle one.
  let lower = -Infinity;
  for (let i = 0; i < mid; i++) if (copy[i]! > lower) lower = copy[i]!;
  return (lower + copy[mid]!) / 2;
}
