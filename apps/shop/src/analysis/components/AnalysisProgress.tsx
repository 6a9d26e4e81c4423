import type { AnalysisHistoryItem } from '@nyansa/contract';
import { AnalysisCompare, formatDate, formatTime, Label, ScoreTrendChart, Select } from '@nyansa/ui';
import { useId, useMemo, useState } from 'react';
import { CONCERNS, scoredHistory, toCompared, toTrends } from '../analysisView';

/** Progress over time: a trend chart per concern and two analyses side by side; shown once two analyses have scores. */
export function AnalysisProgress({ items }: { items: readonly AnalysisHistoryItem[] }) {
  const id = useId();
  const scored = useMemo(() => scoredHistory(items), [items]);
  const trends = useMemo(() => toTrends(items), [items]);
  const [beforeId, setBeforeId] = useState<number | null>(null);
  const [afterId, setAfterId] = useState<number | null>(null);
  if (scored.length < 2) return null;

  // By default the latest analysis against the one before it.
  const before = scored.find((item) => item.id === beforeId) ?? scored[scored.length - 2]!;
  const after = scored.find((item) => item.id === afterId) ?? scored[scored.length - 1]!;
  const options = scored.map((item) => ({ value: String(item.id), label: `${formatDate(item.analysis_date)}, ${formatTime(item.analysis_date)}` })).reverse();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-6">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold">
        Your progress
      </h2>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Scores over time</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          {trends.map((trend) => (
            <ScoreTrendChart key={trend.id} label={trend.label} points={trend.points} />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Compare</h3>
        {/* One under the other on a phone: side by side, a date and time did not fit a half width. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={`${id}-before`}>Before</Label>
            <Select id={`${id}-before`} className="w-full min-w-0" options={options} value={String(before.id)} onChange={(event) => setBeforeId(Number(event.target.value))} />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={`${id}-after`}>After</Label>
            <Select id={`${id}-after`} className="w-full min-w-0" options={options} value={String(after.id)} onChange={(event) => setAfterId(Number(event.target.value))} />
          </div>
        </div>
        <AnalysisCompare before={toCompared(before)} after={toCompared(after)} concerns={CONCERNS} heading="Two analyses side by side" />
      </div>
    </section>
  );
}
