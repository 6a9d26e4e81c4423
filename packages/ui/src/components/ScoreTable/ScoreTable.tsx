import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMeasure, scoreBand } from '../../lib/score';
import type { ConcernScoreItem, SkinToneItem } from '../ConcernScores';

export interface ScoreTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** Names the table (its caption). */
  caption: string;
  concerns: readonly ConcernScoreItem[];
  /** Absent: no row; null: could not be measured (`skinToneReason` says why). */
  skinTone?: SkinToneItem | null;
  skinToneReason?: string;
}

const NOT_MEASURED = 'Not measured on this photo.';
const cell = 'px-2 py-1.5 align-top';

/**
 * Concern scores as a compact table for a professional reader: one row a concern with its score,
 * band in words, finding and the measured value; the skin tone last, as a category.
 */
export function ScoreTable({ caption, concerns, skinTone, skinToneReason, className, ...props }: ScoreTableProps) {
  return (
    <table data-slot="score-table" className={cn('w-full border-collapse text-sm', className)} {...props}>
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className={cell}>
            Concern
          </th>
          <th scope="col" className={cn(cell, 'text-right')}>
            Score
          </th>
          <th scope="col" className={cell}>
            Band
          </th>
          <th scope="col" className={cell}>
            Finding
          </th>
        </tr>
      </thead>
      <tbody>
        {concerns.map((concern) => {
          const info = scoreBand(concern.score);
          const finding = concern.score === null ? (concern.reason ?? NOT_MEASURED) : (concern.verdict ?? concern.explanation);
          return (
            <tr key={concern.id} data-band={info.band} className="border-b border-border last:border-b-0">
              <th scope="row" className={cn(cell, 'text-left font-medium')}>
                {concern.label}
              </th>
              <td className={cn(cell, 'text-right tabular-nums')}>{concern.score === null ? '–' : Math.round(concern.score)}</td>
              <td className={cell}>
                <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ background: info.colour }} />
                  {info.label}
                </span>
              </td>
              <td className={cn(cell, 'break-words text-muted-foreground')}>
                {finding}
                {concern.measured ? <span className="block text-xs tabular-nums">{`${formatMeasure(concern.measured.value)} ${concern.measured.unit}`.trim()}</span> : null}
              </td>
            </tr>
          );
        })}
        {skinTone !== undefined ? (
          <tr className="border-t border-border">
            <th scope="row" className={cn(cell, 'text-left font-medium')}>
              Skin tone
            </th>
            <td className={cn(cell, 'text-right')}>–</td>
            <td className={cn(cell, skinTone && 'capitalize')}>{skinTone ? skinTone.category : 'Not measured'}</td>
            <td className={cn(cell, 'break-words text-muted-foreground')}>
              {skinTone ? skinTone.explanation : (skinToneReason ?? NOT_MEASURED)}
              {skinTone?.ita !== undefined ? <span className="block text-xs tabular-nums">ITA {formatMeasure(skinTone.ita)}°</span> : null}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
