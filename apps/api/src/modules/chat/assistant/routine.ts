import type { ProductArea, ProductType } from '@nyansa/contract';
import type { Constraints } from './query';
import { closestProducts, missesOf, productsOfTypes, rankProducts, wantedArea, type Closest } from './matching';
import type { ProfiledProduct } from './profile';

type StepTime = 'both' | 'morning' | 'evening' | 'daily' | 'weekly';

interface RoutineStep {
  label: string;
  types: ProductType[];
  when: StepTime;
  /** Minimum SPF of the step's product. */
  spf?: number;
  /** Left out without a word when nothing fits (a toner is a nice extra, not a need). */
  optional?: boolean;
  /** Only for these needs: an eye cream for dark circles, a clay mask for oily skin. */
  onlyIf?: (c: Constraints) => boolean;
}

const oily = (c: Constraints) =>
  Boolean(c.skinTypes?.some((type) => type === 'oily' || type === 'combination' || type === 'acne_prone') || c.concerns?.some((concern) => concern === 'oiliness' || concern === 'acne'));

const STEPS: Record<ProductArea, RoutineStep[]> = {
  face: [
    { label: 'Cleanse', types: ['cleanser'], when: 'both' },
    { label: 'Tone', types: ['toner'], when: 'both', optional: true },
    { label: 'Serum', types: ['serum'], when: 'both' },
    { label: 'Eye cream', types: ['eye_cream'], when: 'both', onlyIf: (c) => Boolean(c.concerns?.includes('dark_circles')) },
    { label: 'Moisturise', types: ['moisturiser'], when: 'both' },
    { label: 'Sunscreen, the last step', types: ['sunscreen', 'moisturiser'], spf: 30, when: 'morning' },
    { label: 'Mask', types: ['mask'], when: 'weekly', optional: true, onlyIf: oily },
  ],
  eyes: [{ label: 'Eye cream', types: ['eye_cream'], when: 'both' }],
  lips: [
    { label: 'Scrub', types: ['lip_scrub'], when: 'weekly' },
    { label: 'Balm through the day', types: ['lip_balm'], when: 'daily' },
    { label: 'Overnight mask', types: ['lip_mask'], when: 'evening', optional: true },
  ],
  body: [
    { label: 'Wash', types: ['shower_gel'], when: 'daily' },
    { label: 'Scrub', types: ['body_scrub'], when: 'weekly' },
    { label: 'Moisturise after the shower', types: ['body_lotion', 'body_butter', 'body_oil'], when: 'daily' },
  ],
  hands: [{ label: 'Hand cream after every wash', types: ['hand_cream'], when: 'daily' }],
};

export const WHEN_WORDS: Record<Exclude<StepTime, 'both'> | 'morning and evening', string> = {
  morning: 'every morning',
  evening: 'every evening',
  'morning and evening': 'morning and evening',
  daily: 'every day',
  weekly: 'once or twice a week',
};

export interface RoutineLine<P extends ProfiledProduct = ProfiledProduct> {
  label: string;
  when: keyof typeof WHEN_WORDS;
  product: P;
}

export interface RoutineGap<P extends ProfiledProduct = ProfiledProduct> {
  label: string;
  types: ProductType[];
  /** The nearest product for the step and what it misses; absent when the catalog has none of the kind. */
  closest?: Closest<P>;
}

export interface RoutinePlan<P extends ProfiledProduct = ProfiledProduct> {
  area: ProductArea;
  lines: RoutineLine<P>[];
  gaps: RoutineGap<P>[];
}

/** The constraints of one step: the routine's own, with the step's product types, and concerns that rank rather than filter. */
function stepConstraints(c: Constraints, step: RoutineStep, time: 'morning' | 'evening' | undefined): Constraints {
  const { family: _family, routine: _routine, concerns, ...rest } = c;
  const spf = Math.max(step.spf ?? 0, c.spf ?? 0);
  return { ...rest, ...(concerns ? { concerns } : {}), types: step.types, ...(spf ? { spf } : {}), ...(time ? { time } : {}) };
}

function pick<P extends ProfiledProduct>(catalog: readonly P[], c: Constraints): P | undefined {
  const pool = c.types ? productsOfTypes(catalog, c.types) : catalog;
  const fitting = pool.filter((product) => product.profile.type !== 'set' && missesOf(product, c, 'none').length === 0);
  return rankProducts(fitting, c, catalog)[0];
}

/** A routine for the area asked about: one fitting product per step, and the steps nothing fits. */
export function planRoutine<P extends ProfiledProduct>(catalog: readonly P[], c: Constraints): RoutinePlan<P> {
  const area = wantedArea(c) ?? 'face';
  const lines: RoutineLine<P>[] = [];
  const gaps: RoutineGap<P>[] = [];
  let morningSpf = false;
  for (const step of STEPS[area]) {
    if (step.onlyIf && !step.onlyIf(c)) continue;
    if (c.time === 'morning' && (step.when === 'evening' || step.when === 'weekly')) continue;
    if (c.time === 'evening' && step.when === 'morning') continue;
    if (step.spf && morningSpf) continue;
    const times: ('morning' | 'evening' | undefined)[] =
      step.when === 'both' ? (c.time ? [c.time] : ['morning', 'evening']) : [step.when === 'morning' || step.when === 'evening' ? step.when : c.time];
    const chosen = times.map((time) => ({ time, product: pick(catalog, stepConstraints(c, step, time)) }));
    const found = chosen.filter((choice): choice is { time: typeof choice.time; product: P } => choice.product !== undefined);
    if (found.length === 0) {
      const stepC = stepConstraints(c, step, times[0]);
      const sameKind = productsOfTypes(catalog, step.types);
      const closest = closestProducts(sameKind, { ...stepC, concerns: [] }, catalog, 1)[0];
      if (!step.optional || closest) gaps.push({ label: step.label, types: step.types, ...(closest ? { closest } : {}) });
      continue;
    }
    const first = found[0]!;
    if (found.length === 2 && found[1]!.product !== first.product) {
      for (const { time, product } of found) lines.push({ label: step.label, when: time ?? 'daily', product });
    } else {
      const when = step.when === 'both' ? (c.time ?? 'morning and evening') : step.when;
      lines.push({ label: step.label, when, product: first.product });
    }
    // Name the sun protection of a day cream that stands in for the sunscreen.
    const morningPick = found.find(({ time }) => time === 'morning');
    const line = lines.find((entry) => entry.product === morningPick?.product && entry.label === step.label);
    if (line && !step.spf && (morningPick?.product.profile.spf ?? 0) >= 30) line.label = `${step.label} with SPF ${morningPick!.product.profile.spf}`;
    // A day cream with SPF 30 is the morning's sunscreen too.
    if (found.some(({ time, product }) => time === 'morning' && (product.profile.spf ?? 0) >= 30)) morningSpf = true;
  }
  return { area, lines, gaps };
}
