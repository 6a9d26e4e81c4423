import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Disclosure } from '../../lib/disclosure';
import { formatMeasure, scoreBand } from '../../lib/score';

export interface ConcernScoreItem {
  /** Unique, e.g. 'redness'. */
  id: string;
  label: string;
  /** 0..100, higher is better; null when it could not be measured on this photo (say why in `reason`). */
  score: number | null;
  /** This photo's result in a few words ('Slight redness.'). */
  verdict?: string | null;
  /** One plain line: what the score tells. */
  explanation: string;
  /** The technical wording: how it is measured and scored. */
  method?: string;
  /** The measured value the score comes from. */
  measured?: { value: number; unit: string } | null;
  /** Why there is no score, and what to do. */
  reason?: string | null;
}

/** Skin tone: a category (ITA), never a score. */
export interface SkinToneItem {
  /** 'intermediate', 'tan', ... */
  category: string;
  label?: string;
  explanation: string;
  method?: string;
  /** Individual typology angle, degrees. */
  ita?: number;
}

export interface ConcernScoresProps extends Omit<ComponentProps<'section'>, 'children'> {
  concerns: readonly ConcernScoreItem[];
  /** Absent: not shown; null: could not be measured (`skinToneReason` says why). */
  skinTone?: SkinToneItem | null;
  skinToneReason?: string;
  heading?: string;
}

const NOT_MEASURED = 'Not measured on this photo.';
const card = 'flex flex-col gap-2 rounded-md border border-border bg-surface p-4';

function ScoreCard({ concern }: { concern: ConcernScoreItem }) {
  const measured = concern.score !== null;
  const info = scoreBand(concern.score);
  return (
    <li className={card} data-band={info.band}>
      <div className="flex items-baseline justify-between gap-3">
        <h5 className="font-semibold">{concern.label}</h5>
        {measured ? (
          <p className="flex items-baseline gap-1">
            <span className="font-display text-2xl font-semibold tabular-nums">{Math.round(concern.score!)}</span>
            <span className="text-sm text-muted-foreground">/ 100</span>
            <span className="sr-only">, </span>
            <span className="ml-1 text-sm font-medium">{info.label}</span>
          </p>
        ) : (
          <p className="text-sm font-medium text-muted-foreground">Not measured</p>
        )}
      </div>
      {measured ? (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full" style={{ width: `${Math.max(2, Math.min(100, concern.score!))}%`, background: info.colour }} />
        </div>
      ) : null}
      {measured ? (concern.verdict ? <p className="text-sm font-medium">{concern.verdict}</p> : null) : <p className="text-sm">{concern.reason ?? NOT_MEASURED}</p>}
      <p className="text-sm text-muted-foreground">{concern.explanation}</p>
      {concern.method ? (
        <Disclosure label="How we measure this">
          <p>{concern.method}</p>
          {concern.measured ? (
            <p>
              Measured on this photo: {formatMeasure(concern.measured.value)} {concern.measured.unit}
            </p>
          ) : null}
        </Disclosure>
      ) : null}
    </li>
  );
}

function SkinToneCard({ skinTone, reason }: { skinTone: SkinToneItem | null; reason?: string }) {
  return (
    <li className={card}>
      <div className="flex items-baseline justify-between gap-3">
        <h5 className="font-semibold">{skinTone?.label ?? 'Skin tone'}</h5>
        {skinTone ? (
          <p className="text-lg font-semibold capitalize">{skinTone.category}</p>
        ) : (
          <p className="text-sm font-medium text-muted-foreground">Not measured</p>
        )}
      </div>
      {skinTone ? <p className="text-sm text-muted-foreground">{skinTone.explanation}</p> : <p className="text-sm">{reason ?? NOT_MEASURED}</p>}
      {skinTone?.method ? (
        <Disclosure label="How we measure this">
          <p>{skinTone.method}</p>
          {skinTone.ita !== undefined ? <p>Measured on this photo: ITA {formatMeasure(skinTone.ita)}°</p> : null}
        </Disclosure>
      ) : null}
    </li>
  );
}

/** One card per skin concern: a score 0..100 (higher is better) in numbers and words, or why it was not measured; skin tone as a category. */
export function ConcernScores({ concerns, skinTone, skinToneReason, heading = 'Your skin scores', className, ...props }: ConcernScoresProps) {
  return (
    <section data-slot="concern-scores" aria-label={heading} className={cn('flex flex-col gap-3', className)} {...props}>
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold">{heading}</h4>
        <p className="text-sm text-muted-foreground">Each score is out of 100; higher is better.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {concerns.map((concern) => (
          <ScoreCard key={concern.id} concern={concern} />
        ))}
        {skinTone !== undefined ? <SkinToneCard skinTone={skinTone} reason={skinToneReason} /> : null}
      </ul>
    </section>
  );
}
