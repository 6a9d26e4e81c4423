import type { AnalysisDetailAnswer, AnalyzeAnswer } from '@nyansa/api-client';
import { analysisMessages, type AnalysisHistoryItem } from '@nyansa/contract';
import type { AnalysisHistoryEntry, SkinAnalysis } from '@nyansa/ui';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { toSummary } from '../products/toSummary';
import { useSession } from '../session';
import { asApiError, isRefusal, isSignedOut, messageOf } from './failure';

export type AnalyzeOutcome =
  | { kind: 'done'; analysis: SkinAnalysis; answer: AnalyzeAnswer }
  /** 403: the plan has no AI skin analysis. */
  | { kind: 'upgrade'; message: string }
  /** The shopper is being sent to log in (401); nothing to show. */
  | { kind: 'signed-out' }
  /** message: the spec's text; reason: the server's explanation when it gave one (e.g. no face found). */
  | { kind: 'failed'; message: string; reason: string | null };

export interface AnalysesView {
  /** Newest first. */
  history: readonly AnalysisHistoryEntry[];
  /** The same analyses as the API gives them (scores and all), for trends and comparisons. */
  items: readonly AnalysisHistoryItem[];
  loading: boolean;
  error: string | null;
  /** Sends the photo for analysis; on success the history is re-fetched. */
  analyze: (photo: Blob) => Promise<AnalyzeOutcome>;
}

/** The analysis answer as the AnalysisResult component shows it. */
export function toSkinAnalysis(answer: Pick<AnalyzeAnswer, 'analysis' | 'recommendations' | 'products'>): SkinAnalysis {
  const { analysis } = answer;
  return {
    diagnosis: analysis.result,
    modelUsed: analysis.model_used,
    date: analysis.timestamp,
    confidence: analysis.confidence ?? null,
    recommendations: answer.recommendations,
    parameters: Object.entries(analysis.parameters ?? {}).map(([name, parameter]) => ({ name, ...parameter })),
    products: (answer.products ?? []).map(toSummary),
  };
}

function toEntry(item: AnalysisHistoryItem): AnalysisHistoryEntry {
  return { id: item.id, imageUrl: item.image_url, diagnosis: item.ai_diagnosis, date: item.analysis_date, confidence: item.confidence ?? null };
}

type HistoryKey = readonly ['analyses', string];
type DetailKey = readonly ['analysis', number, string];
const noItems: readonly AnalysisHistoryItem[] = [];

const loadHistory = async (): Promise<AnalysisHistoryItem[]> => (await api.ml.history()).data;

/** The signed-in shopper's skin analyses (nothing is fetched for a visitor, or while `enabled` is false) and the call that adds one. */
export function useAnalyses({ enabled = true }: { enabled?: boolean } = {}): AnalysesView {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR<AnalysisHistoryItem[], unknown, HistoryKey | null>(token && enabled ? ['analyses', token] : null, loadHistory, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const history = useMemo(() => (data ?? []).map(toEntry), [data]);

  const analyze = useCallback(
    async (photo: Blob): Promise<AnalyzeOutcome> => {
      let answer;
      try {
        answer = await api.ml.analyze(photo);
      } catch (error) {
        const failure = asApiError(error);
        if (isSignedOut(failure)) return { kind: 'signed-out' };
        if (failure.status === 403) return { kind: 'upgrade', message: analysisMessages.upgradeRequired };
        // A refusal explains what was wrong with the photo (4xx, or the client's own); 5xx and transport texts do not help the shopper.
        const explains = (isRefusal(failure) && failure.status >= 400) || failure.code === 'INVALID_INPUT';
        // A 422 names each capture check the photo failed, in words: they follow the contract's text.
        const reason = [failure.message, ...failure.errors.map((check) => check.message)].join(' ');
        return { kind: 'failed', message: analysisMessages.failed, reason: explains ? reason : null };
      }
      void mutate();
      return { kind: 'done', analysis: toSkinAnalysis(answer), answer };
    },
    [mutate],
  );

  return {
    history,
    items: data ?? noItems,
    loading: isLoading,
    error: error ? messageOf(error) : null,
    analyze,
  };
}

/** One of the signed-in shopper's analyses as it was answered (face map, scores, products); nothing is fetched for null. */
export function useAnalysisDetail(analysisId: number | null): { analysis: AnalysisDetailAnswer | null; loading: boolean; error: string | null } {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<AnalysisDetailAnswer, unknown, DetailKey | null>(token && analysisId !== null ? ['analysis', analysisId, token] : null, ([, id]) => api.ml.analysis(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { analysis: data ?? null, loading: isLoading, error: error ? (messageOf(error)) : null };
}
