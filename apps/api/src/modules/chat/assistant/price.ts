/** A price range in dollars: `min`/`max` inclusive ('at most $10'), `below`/`above` strict ('under $10'). */
export interface PriceRange {
  min?: number;
  max?: number;
  below?: number;
  above?: number;
}

export type PriceSort = 'cheapest' | 'priciest';

export interface PriceWords {
  range?: PriceRange;
  sort?: PriceSort;
  /** 'The least expensive', 'the dearest': one product asked for. */
  superlative?: PriceSort;
  /** 'cheaper', 'more expensive': relative to what was just suggested. */
  relative?: 'cheaper' | 'pricier';
}

const NUMBER = String.raw`(\d+(?:\.\d{1,2})?)`;
// Not a price: 'SPF 30', '10% niacinamide', 'in my 30s', '5 minutes', '50 ml'.
const NOT_MONEY = String.raw`(?!\d|\.\d|\s*(?:%|percent|years?|yrs?|yo\b|minutes?|mins?|hours?|hrs?|ml\b|g\b|grams?|oz\b|weeks?|days?|times|months?|s\b|am\b|pm\b|spf|steps?|products?|kids?|children))`;
const CURRENCY = String.raw`(?:\s*(?:\$|usd\b|dollars?\b|bucks\b))`;
/** An amount: '$10', '10 dollars', '10' (the last only after a word that can only mean a price). */
const AMOUNT = String.raw`(?:\$\s?|usd\s?)?${NUMBER}${NOT_MONEY}${CURRENCY}?`;
/** An amount that says it is money: '$10', '10 dollars'. */
const MONEY = String.raw`(?:(?:\$\s?|usd\s?)${NUMBER}${NOT_MONEY}${CURRENCY}?|${NUMBER}${NOT_MONEY}${CURRENCY})`;

const BETWEEN = new RegExp(String.raw`\b(?:between|from)\s+${AMOUNT}\s*(?:and|to|-|–)\s*${AMOUNT}`);
const DASHED = new RegExp(String.raw`\$\s?${NUMBER}\s*(?:-|–|to)\s*\$?\s?${NUMBER}|\b${NUMBER}\s*(?:-|–|to)\s*${NUMBER}${CURRENCY}`);
const BELOW = new RegExp(String.raw`(?:\bunder|\bbelow|\bless than|\bcheaper than|\blower than|\bbeneath|<)\s*${AMOUNT}`);
const MAX = new RegExp(String.raw`\b(?:max(?:imum)?(?: of)?|at most|up to|no more than|not more than|nothing more than|not over|nothing over|nothing above|not above|no higher than|budget(?: is| of)?)\s*${AMOUNT}`);
const MAX_MONEY = new RegExp(String.raw`\b(?:within|spend(?:ing)?|only have|i have|afford|for|around|about)\s*${MONEY}`);
const MAX_AFTER = new RegExp(String.raw`${MONEY}?\s*(?:max\b|maximum\b|or less\b|or under\b|or below\b|tops\b|at most\b|or cheaper\b|budget\b|limit\b)`);
const ABOVE = new RegExp(String.raw`(?<!\b(?:no|not|nothing|none) )\b(?:over|above|more than|pricier than|dearer than)\s*${MONEY}`);
const MIN = new RegExp(String.raw`\b(?:at least|minimum(?: of)?|min)\s*${MONEY}`);

const CHEAPEST = /\b(cheapest|least expensive|lowest price[ds]?|most affordable|lowest cost|cheapest one|lowest priced|best price|costs? (the )?least|least pricey|least costly|least money|bottom price[ds]?)\b/;
const PRICIEST = /\b(most expensive|priciest|highest price[ds]?|top price[ds]?|most luxurious|top of the range|dearest|costs? the most|most pricey|most costly|costliest|most premium)\b/;
const CHEAP = /\b(cheap|affordable|inexpensive|budget|low cost|not expensive|not too expensive|on a budget|cheap ones?)\b/;
const CHEAPER = /\b(cheaper|costs? less|for less|less money|spend less|pay less|less expensive|more affordable|lower price[ds]?|lower cost|less pricey|cheaper ones?|cheaper options?|more budget)\b/;
const PRICIER = /\b(more expensive|pricier|dearer|costlier|higher end|high end|more premium|more luxurious|more upmarket|splurge|fancier)\b/;

function amount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100,
};
const WORDS = Object.keys(NUMBER_WORDS).join('|');
const NUMBER_WORD = new RegExp(
  String.raw`(?<=\b(?:under|below|less than|cheaper than|max|up to|at most|no more than|between|from)\s+)(${WORDS})\b|\b(${WORDS})\b(?=\s*(?:\$|usd|dollars?|bucks))`,
  'g',
);

/** The price limits and price order a message asks for. */
export function parsePrice(message: string): PriceWords {
  // 'under ten dollars' reads as 'under 10 dollars'.
  // 'lowest-priced' reads as 'lowest priced'.
  const text = message.toLowerCase().replace(/([a-z])-(?=[a-z])/g, '$1 ').replace(/,(\d{3})/g, '$1').replace(NUMBER_WORD, (word) => String(NUMBER_WORDS[word]));
  const found: PriceWords = {};
  const range: PriceRange = {};
  const between = BETWEEN.exec(text) ?? DASHED.exec(text);
  if (between) {
    const [low, high] = between.slice(1).filter((group) => group !== undefined).map(Number).sort((a, b) => a - b);
    if (low !== undefined) range.min = low;
    if (high !== undefined) range.max = high;
  } else {
    const below = amount(BELOW.exec(text)?.[1]);
    const money = MAX_MONEY.exec(text);
    const max = amount(MAX.exec(text)?.[1] ?? money?.[1] ?? money?.[2]);
    const after = MAX_AFTER.exec(text);
    const maxAfter = amount(after?.[1] ?? after?.[2]);
    if (below !== undefined) range.below = below;
    else if (max !== undefined) range.max = max;
    else if (maxAfter !== undefined) range.max = maxAfter;
    const above = ABOVE.exec(text);
    const least = MIN.exec(text);
    const min = amount(least?.[1] ?? least?.[2]);
    const aboveValue = amount(above?.[1] ?? above?.[2]);
    if (aboveValue !== undefined) range.above = aboveValue;
    else if (min !== undefined) range.min = min;
  }
  if (Object.keys(range).length > 0) found.range = range;
  if (CHEAPEST.test(text)) found.superlative = found.sort = 'cheapest';
  else if (PRICIEST.test(text)) found.superlative = found.sort = 'priciest';
  if (CHEAPER.test(text)) found.relative = 'cheaper';
  else if (PRICIER.test(text)) found.relative = 'pricier';
  else if (!found.sort && !found.range && CHEAP.test(text)) found.sort = 'cheapest';
  return found;
}

/** Whether a price fits a range. */
export function inRange(price: number, range: PriceRange | undefined): boolean {
  if (!range) return true;
  if (range.min !== undefined && price < range.min - 1e-9) return false;
  if (range.max !== undefined && price > range.max + 1e-9) return false;
  if (range.below !== undefined && price >= range.below - 1e-9) return false;
  if (range.above !== undefined && price <= range.above + 1e-9) return false;
  return true;
}
