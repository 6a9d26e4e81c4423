// Skin scores (0..100, higher is better) in words and colours, shared by the face map, score cards,
// trend charts and the compare view. Colour is never the only signal: every band has a word, and the
// face map adds a fill pattern and the number.

export type ScoreBand = 'good' | 'fair' | 'some' | 'marked' | 'unscored';

export interface ScoreBandInfo {
  band: ScoreBand;
  /** In words, as shown beside the number and in the legend. */
  label: string;
  /** The range it covers, for the legend. */
  range: string;
  /** A CSS colour (a theme variable, with a fallback). */
  colour: string;
}

/** The bands from best to worst, then unscored; the thresholds match the analysis scales (80 good, 60 and 35 where findings start and grow strong). */
export const SCORE_BANDS: readonly ScoreBandInfo[] = [
  { band: 'good', label: 'Good', range: '80 to 100', colour: 'var(--ny-color-score-good, var(--ny-color-success))' },
  { band: 'fair', label: 'Fair', range: '60 to 79', colour: 'var(--ny-color-score-fair, var(--ny-color-accent))' },
  { band: 'some', label: 'Needs care', range: '35 to 59', colour: 'var(--ny-color-score-some, #c2410c)' },
  { band: 'marked', label: 'Needs attention', range: '0 to 34', colour: 'var(--ny-color-score-marked, var(--ny-color-danger))' },
  { band: 'unscored', label: 'Not scored', range: 'no score', colour: 'var(--ny-color-score-unscored, var(--ny-color-muted-foreground))' },
];

/** The band of a score; null or NaN is 'unscored'. */
export function scoreBand(score: number | null | undefined): ScoreBandInfo {
  const find = (band: ScoreBand): ScoreBandInfo => SCORE_BANDS.find((info) => info.band === band)!;
  if (score === null || score === undefined || !Number.isFinite(score)) return find('unscored');
  if (score >= 80) return find('good');
  if (score >= 60) return find('fair');
  if (score >= 35) return find('some');
  return find('marked');
}

/** '72 out of 100, fair' or 'not scored': a score as a screen reader hears it. */
export function scoreInWords(score: number | null | undefined): string {
  const info = scoreBand(score);
  return info.band === 'unscored' ? 'not scored' : `${Math.round(score!)} out of 100, ${info.label.toLowerCase()}`;
}

/** A measured value: whole numbers as they are, others with one decimal. */
export function formatMeasure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** '+8', '−3' or '0': the change of a score in points. */
export function formatChange(change: number): string {
  const rounded = Math.round(change);
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${Math.abs(rounded)}`;
  return '0';
}

/** 'up 8 points (better)', 'down 3 points (worse)', 'no change': a change in words (higher scores are better). */
export function changeInWords(change: number): string {
  const rounded = Math.round(change);
  if (rounded === 0) return 'no change';
  const points = Math.abs(rounded) === 1 ? 'point' : 'points';
  return rounded > 0 ? `up ${rounded} ${points} (better)` : `down ${Math.abs(rounded)} ${points} (worse)`;
}
