import type { Answer, AnswerName, CheckedRequest, RequestName } from '../answers';
import type { BrowserCaches } from '../cache';
import { ApiError } from '../errors';
import type { SessionStore } from '../session';
import type { HttpMethod, RequestOptions } from '../transport';

/** What every group of calls is built from: one queue, one session, one set of caches per page. */
export interface CallContext {
  /**
   * Sends a request and reads the answer named `answer`; every failure throws an ApiError.
   * `invalidMessage` is shown when a 2xx answer does not match the contract.
   */
  call: <N extends AnswerName>(method: HttpMethod, path: string, answer: N, options?: RequestOptions & { invalidMessage?: string }) => Promise<Answer<N>>;
  /** The request as it will be sent; throws the client's refusal in the contract's words. */
  check: <N extends RequestName>(name: N, input: unknown, fallback: string) => Promise<CheckedRequest<N>>;
  session: SessionStore;
  caches: BrowserCaches;
  /** Forgets the signed-in state: the token, and the cart cached for it. */
  signOut: () => void;
}

/** A path segment from an id or a token, escaped. */
export const segment = (value: number | string): string => encodeURIComponent(String(value));

/** The client's refusal of input it will not send: status 0, code INVALID_INPUT. */
export function refused(message: string): ApiError {
  return new ApiError(message, 0, 'INVALID_INPUT');
}

