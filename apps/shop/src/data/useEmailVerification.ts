import { verificationMessages } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { toast } from '../toast/toastStore';
import { attempt, isRefusal } from './failure';

export interface VerificationOutcome {
  ok: boolean;
  message: string;
  /** The server was not reached: the next visit asks it again instead of repeating this. */
  retry?: boolean;
}

const storageKey = (token: string) => `email_verification_${token}`;

function storedOutcome(token: string): VerificationOutcome | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(token)) ?? 'null') as unknown;
    if (typeof value === 'object' && value !== null && 'ok' in value && 'message' in value) {
      const { ok, message } = value as Record<string, unknown>;
      if (typeof ok === 'boolean' && typeof message === 'string') return { ok, message };
    }
  } catch {
    // An unreadable entry is verified again.
  }
  return null;
}

async function verify(token: string): Promise<VerificationOutcome> {
  const answer = await attempt(api.auth.verifyEmail(token));
  if (answer.ok) return { ok: true, message: answer.value.message || verificationMessages.success };
  const { failure } = answer;
  if (!isRefusal(failure)) return { ok: false, message: verificationMessages.failedRetry, retry: true };
  const message = failure.message || verificationMessages.failed;
  // A second click on the mailed link is not an error for the shopper.
  if (failure.status === 400 && message.toLowerCase().includes('already verified')) return { ok: true, message: verificationMessages.alreadyVerified };
  return { ok: false, message };
}

/** Verifies a token once per browser session (the answer is kept in sessionStorage) and toasts the result. */
async function verifyOnce([, token]: readonly ['verify-email', string]): Promise<VerificationOutcome> {
  const stored = storedOutcome(token);
  if (stored) return stored;
  const outcome = await verify(token);
  if (!outcome.retry) sessionStorage.setItem(storageKey(token), JSON.stringify(outcome));
  if (outcome.ok) toast.success(outcome.message);
  else toast.error(outcome.message);
  return outcome;
}

const missingToken: VerificationOutcome = { ok: false, message: verificationMessages.tokenMissing };

/** The verification of a mailed link's token: null while it is checked; one request however often the page mounts. */
export function useEmailVerification(token: string): VerificationOutcome | null {
  const trimmed = token.trim();
  const { data } = useSWR(trimmed ? (['verify-email', trimmed] as const) : null, verifyOnce, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return trimmed ? (data ?? null) : missingToken;
}
