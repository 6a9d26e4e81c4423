import { ApiError } from '@nyansa/api-client';

/** The ApiError a call failed with; anything else thrown is a bug, and goes on up. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  throw error;
}

/** A call's answer, or the ApiError it failed with: one place for the shop's calls to catch. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; failure: ApiError };

/** Awaits a call; an ApiError becomes `{ ok: false, failure }`, anything else thrown is a bug and goes on up. */
export async function attempt<T>(call: Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, failure: asApiError(error) };
  }
}

/** What a fetcher failed with, as text: an Error's message (the api-client throws only ApiError). */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/**
 * The server answered and said no (a status below 500, or a body with success false): its message
 * is the reason. Otherwise no usable answer came (no connection, a timeout, a 5xx, an answer that
 * breaks the contract) or the client refused the input before sending it.
 */
export function isRefusal(failure: ApiError): boolean {
  return failure.status > 0 && failure.status < 500 && failure.code !== 'INVALID_RESPONSE';
}

/** A 401 has already sent the shopper to log in: nothing more to say. */
export function isSignedOut(failure: ApiError): boolean {
  return failure.status === 401;
}
