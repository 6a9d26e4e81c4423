import { compactIntake, consultationMessages, questionMaxLength, type Consultation, type ConsultationIntake } from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { asApiError, isRefusal, isSignedOut } from './failure';

export const consultationsLoadFailed = 'Could not load your dermatologist requests';
export const askFailed = 'Your question could not be sent. Please try again.';

/** Sent, or what to tell the shopper ('' when a 401 already sent them to log in). */
export type AskOutcome = { ok: true; consultation: Consultation } | { ok: false; message: string };

export interface ConsultationsView {
  /** The shopper's requests and replies, newest first. */
  consultations: readonly Consultation[];
  loading: boolean;
  error: string | null;
  /** The latest request about one analysis, or null. */
  latestFor: (analysisId: number) => Consultation | null;
  /** The question and the optional intake answers (checked by the contract before sending). */
  ask: (analysisId: number, question: string, intake?: ConsultationIntake | null) => Promise<AskOutcome>;
}

const loadConsultations = async (): Promise<Consultation[]> => (await api.consultations.list()).data;

/** The signed-in shopper's questions to a dermatologist (nothing is fetched for a visitor, or while `enabled` is false). */
export function useConsultations({ enabled = true }: { enabled?: boolean } = {}): ConsultationsView {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR<Consultation[], unknown, readonly ['consultations', string] | null>(token && enabled ? ['consultations', token] : null, loadConsultations, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const consultations = data ?? [];

  const latestFor = useCallback((analysisId: number) => (data ?? []).find((item) => item.analysis_id === analysisId) ?? null, [data]);

  const ask = useCallback(
    async (analysisId: number, question: string, intake: ConsultationIntake | null = null): Promise<AskOutcome> => {
      if (question.trim().length > questionMaxLength) return { ok: false, message: consultationMessages.questionTooLong };
      const answers = compactIntake(intake);
      try {
        const { data: consultation } = await api.consultations.ask({ analysis_id: analysisId, question, ...(answers ? { intake: answers } : {}) });
        await mutate((list = []) => [consultation, ...list], { revalidate: false });
        return { ok: true, consultation };
      } catch (error) {
        const failure = asApiError(error);
        if (isSignedOut(failure)) return { ok: false, message: '' };
        // 409 (one open request per analysis), 403 (the plan), 400 (the question): the server's reason.
        if (isRefusal(failure) && failure.status >= 400) {
          if (failure.status === 409) void mutate();
          return { ok: false, message: failure.message };
        }
        return { ok: false, message: askFailed };
      }
    },
    [mutate],
  );

  return { consultations, loading: isLoading, error: error ? consultationsLoadFailed : null, latestFor, ask };
}
