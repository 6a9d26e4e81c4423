import { AnalysisHistoryList, formatDate, type AnalysisHistoryEntry } from '@nyansa/ui';
import { useState } from 'react';
import { AskDermatologist, PastAnalysis } from './lazyParts';

export interface HistoryConsultationsProps {
  history: readonly AnalysisHistoryEntry[];
  loading: boolean;
  error: string | null;
  /** The analysis whose review the result above already shows: not shown twice. */
  shownAbove?: number | null;
}

/**
 * The analysis history; choosing an analysis opens it whole (face map, scores, advice) with its
 * dermatologist review or the way to ask for one. Until one is chosen, the newest's review shows.
 * In the page's two-column grid the list sits in the side column and the chosen analysis with its
 * review spans the full width below, so a reply reads at full width.
 */
export function HistoryConsultations({ history, loading, error, shownAbove = null }: HistoryConsultationsProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = history.find((entry) => entry.id === chosenId) ?? history[0] ?? null;
  return (
    <>
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
        <AnalysisHistoryList items={history} loading={loading} error={error} onSelect={(entry) => setChosenId(entry.id)} />
      </div>
      {chosenId !== null && chosen ? <PastAnalysis key={chosen.id} className="lg:col-span-2" analysisId={chosen.id} date={chosen.date} /> : null}
      {chosen && chosen.id !== shownAbove ? (
        <section aria-label="Dermatologist review of the chosen analysis" className="flex flex-col gap-2 lg:col-span-2">
          <p className="text-sm text-muted-foreground">
            Chosen analysis: <span className="font-medium text-foreground">{chosen.diagnosis}</span>, {formatDate(chosen.date)}
          </p>
          <AskDermatologist key={chosen.id} analysisId={chosen.id} />
        </section>
      ) : null}
    </>
  );
}
