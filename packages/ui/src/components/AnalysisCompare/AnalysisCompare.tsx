import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { formatChange, scoreBand } from '../../lib/score';
import { ImageWithFallback } from '../ImageWithFallback';

export interface ComparedAnalysis {
  date: Date | string;
  imageUrl?: string | null;
  /** The finding in a sentence. */
  headline?: string | null;
  /** Each concern's score by concern id; null or absent when not measured on that photo. */
  scores: Readonly<Record<string, number | null | undefined>>;
}

export interface AnalysisCompareProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The earlier analysis. */
  before: ComparedAnalysis;
  /** The later analysis. */
  after: ComparedAnalysis;
  /** The concerns to compare, in order. */
  concerns: readonly { id: string; label: string }[];
  heading?: string;
}

const scoreText = (score: number | null | undefined): string =>
  score === null || score === undefined ? 'not measured' : `${Math.round(score)} (${scoreBand(score).label.toLowerCase()})`;

/** The change of a score in signs and words; higher scores are better. */
function Change({ from, to }: { from: number | null | undefined; to: number | null | undefined }) {
  if (from === null || from === undefined || to === null || to === undefined) return <span className="text-muted-foreground">no comparison</span>;
  const change = Math.round(to) - Math.round(from);
  const words = change > 0 ? 'better' : change < 0 ? 'worse' : 'no change';
  const tone = change > 0 ? 'text-success' : change < 0 ? 'text-danger' : 'text-muted-foreground';
  return (
    <span className={cn('font-medium tabular-nums', tone)}>
      {change === 0 ? words : `${formatChange(change)}, ${words}`}
    </span>
  );
}

function Side({ analysis, title }: { analysis: ComparedAnalysis; title: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h5 className="font-semibold">
        {title}: {formatDate(analysis.date)}
      </h5>
      <ImageWithFallback src={analysis.imageUrl} alt={`Photo of ${formatDate(analysis.date)}`} className="aspect-[3/4] w-full rounded-md object-cover" />
      {analysis.headline ? <p className="text-sm break-words">{analysis.headline}</p> : null}
    </div>
  );
}

/** Two analyses side by side: the photos, each concern's score, and how each changed, in signs and words. */
export function AnalysisCompare({ before, after, concerns, heading = 'Compare analyses', className, ...props }: AnalysisCompareProps) {
  return (
    <section data-slot="analysis-compare" aria-label={heading} className={cn('flex flex-col gap-4', className)} {...props}>
      <h4 className="font-display text-lg font-semibold">{heading}</h4>
      <div className="grid grid-cols-2 gap-4">
        <Side analysis={before} title="Before" />
        <Side analysis={after} title="After" />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Scores out of 100 on {formatDate(before.date)} and {formatDate(after.date)}, and the change; higher is better
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 font-medium">Concern</th>
            <th scope="col" className="py-1 font-medium">Before</th>
            <th scope="col" className="py-1 font-medium">After</th>
            <th scope="col" className="py-1 font-medium">Change</th>
          </tr>
        </thead>
        <tbody>
          {concerns.map((concern) => (
            <tr key={concern.id} className="border-t border-border">
              <th scope="row" className="py-2 font-medium">{concern.label}</th>
              <td className="py-2 tabular-nums">{scoreText(before.scores[concern.id])}</td>
              <td className="py-2 tabular-nums">{scoreText(after.scores[concern.id])}</td>
              <td className="py-2">
                <Change from={before.scores[concern.id]} to={after.scores[concern.id]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
