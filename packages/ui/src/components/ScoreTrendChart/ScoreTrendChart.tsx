import { lazy, Suspense, useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Disclosure } from '../../lib/disclosure';
import { formatDate } from '../../lib/format';
import { changeInWords, scoreBand } from '../../lib/score';

// visx is loaded only when a chart is drawn; the summary and the table need none of it. Marked pure so
// that an app's bundler drops the call, and with it the chart chunk, when ScoreTrendChart is unused.
const TrendPlot = /* @__PURE__ */ lazy(() => import('./TrendPlot'));

export interface ScoreTrendPoint {
  date: Date | string;
  /** 0..100; null when the concern was not measured on that photo. */
  score: number | null;
}

export interface ScoreTrendChartProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The concern, e.g. 'Redness'. */
  label: string;
  /** Any order; drawn oldest to newest. */
  points: readonly ScoreTrendPoint[];
  width?: number;
  height?: number;
}

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The trend in one sentence: where the score is now and how it changed since the first measured analysis. */
export function trendSummary(label: string, points: readonly { date: Date; score: number | null }[]): string {
  const measured = points.filter((point): point is { date: Date; score: number } => point.score !== null);
  const count = points.length === 1 ? '1 analysis' : `${points.length} analyses`;
  if (measured.length === 0) return `${label}: not measured in ${count}.`;
  const first = measured[0]!;
  const latest = measured[measured.length - 1]!;
  const now = `${label}: ${Math.round(latest.score)} out of 100 (${scoreBand(latest.score).label.toLowerCase()}) on ${formatDate(latest.date)}`;
  const coverage = measured.length === points.length ? `over ${count}` : `measured in ${measured.length} of ${count}`;
  if (measured.length === 1) return `${now}, ${coverage}.`;
  return `${now}, ${changeInWords(latest.score - first.score)} since ${formatDate(first.date)}, ${coverage}.`;
}

/** A small chart of one concern's score over time, with its summary in words and the numbers as a table. */
export function ScoreTrendChart({ label, points, width = 320, height = 140, className, ...props }: ScoreTrendChartProps) {
  const id = useId();
  const sorted = points.map((point) => ({ date: toDate(point.date), score: point.score })).sort((a, b) => a.date.getTime() - b.date.getTime());
  const summary = trendSummary(label, sorted);
  return (
    <figure data-slot="score-trend-chart" className={cn('flex flex-col gap-2 rounded-md border border-border bg-surface p-3', className)} {...props}>
      <h5 className="font-semibold">{label}</h5>
      {sorted.length > 0 ? (
        <Suspense fallback={<div aria-hidden="true" data-pending="" style={{ aspectRatio: `${width} / ${height}` }} className="w-full rounded-sm bg-muted" />}>
          <TrendPlot
            points={sorted}
            width={width}
            height={height}
            titleId={`${id}-title`}
            describedBy={`${id}-summary`}
            title={`${label} score over time`}
          />
        </Suspense>
      ) : null}
      <figcaption id={`${id}-summary`} className="text-sm text-muted-foreground">
        {sorted.length > 0 ? summary : `${label}: no analyses yet.`}
      </figcaption>
      {sorted.length > 0 ? (
        <Disclosure label="Show as a table">
          <table className="w-full text-left text-surface-foreground">
            <caption className="sr-only">{label} score per analysis</caption>
            <thead>
              <tr>
                <th scope="col" className="font-medium">Date</th>
                <th scope="col" className="text-right font-medium">Score</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((point, index) => (
                <tr key={index}>
                  <td>{formatDate(point.date)}</td>
                  <td className="text-right tabular-nums">{point.score === null ? 'not measured' : Math.round(point.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Disclosure>
      ) : null}
    </figure>
  );
}
