import { asApiError, isRefusal } from './failure';

/** What a 403 from a back-office endpoint means for the person at the screen (the server is the real check). */
export const forbiddenMessage = 'You do not have access to this. Your role may have changed: ask an admin.';

/** What to tell staff when a back-office call failed: the 403 text, the server's reason for a refusal, or `fallback`. */
export function staffFailure(error: unknown, fallback: string): string {
  const failure = asApiError(error);
  if (failure.status === 403) return forbiddenMessage;
  if (failure.status === 401) return '';
  return isRefusal(failure) && failure.status >= 400 ? failure.message : fallback;
}

/** The SWR fetcher's error as text for a staff list. */
export function staffLoadError(error: unknown, fallback: string): string | null {
  if (!error) return null;
  try {
    return staffFailure(error, fallback) || fallback;
  } catch {
    return fallback;
  }
}
