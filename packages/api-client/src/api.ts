import { transportMessages } from '@nyansa/contract/messages/transport';
// The answer schemas load lazily (loadAnswers); this import is erased and only names their type.
import type * as Answers from './answers';
import { createCaches } from './cache';
import { accountCalls } from './calls/account';
import { analysisCalls } from './calls/analysis';
import { backOfficeCalls } from './calls/backoffice';
import type { CallContext } from './calls/context';
import { refused } from './calls/context';
import { cartCalls } from './calls/cart';
import { catalogCalls } from './calls/catalog';
import { deliveryCalls } from './calls/delivery';
import { subscriptionCalls } from './calls/subscriptions';
import { ApiError } from './errors';
import { browserStorage, systemClock } from './platform';
import type { KeyValueStorage } from './platform';
import { createSession } from './session';
import type { Session } from './session';
import { createTransport } from './transport';
import type { HttpMethod, TransportOptions } from './transport';

/** The request a 401 answered, for the app to decide where the shopper goes. */
export interface RejectedRequest {
  method: HttpMethod;
  /** The API path, without the query: '/api/cart/add'. */
  path: string;
}

export interface ApiOptions extends Omit<TransportOptions, 'token'> {
  /** Where the token and the caches of spec section 9 live; localStorage in a browser. */
  storage?: KeyValueStorage;
  /**
   * Told of every 401 answer, after the client has dropped the rejected token (and the cart it
   * cached): the app decides where the shopper goes. The client itself never navigates.
   */
  onUnauthorized?: (request: RejectedRequest) => void;
}

/** The schemas that read answers, fetched once with the first request that needs them (see answers.ts). */
function loadAnswers(): Promise<typeof Answers> {
  return import('./answers').catch(() => {
    throw new ApiError(transportMessages.noResponse, 0, 'NO_RESPONSE');
  });
}

/**
 * The typed calls of the API contract. Every call answers its success (the contract's answer) or
 * throws one ApiError; the README says why. The client alone stores the session token.
 */
export function createApi(options: ApiOptions = {}) {
  const storage = options.storage ?? browserStorage();
  const clock = options.clock ?? systemClock;
  const session = createSession(storage);
  const caches = createCaches({ storage, clock });
  const transport = createTransport({ ...options, clock, token: session.token });

  function signOut(): void {
    session.clear();
    caches.cart.clear();
    caches.cartSync.reset();
  }

  const context: CallContext = {
    async call(method, path, answer, { invalidMessage, ...request } = {}) {
      const [{ status, body }, { readAnswer }] = await Promise.all([transport.request(method, path, request), loadAnswers()]);
      if (status === 401) {
        // A rejected token is worth nothing: dropped here, once; keeping it would bounce the shopper between login and cart.
        signOut();
        options.onUnauthorized?.({ method, path });
      }
      return readAnswer(answer, status, body, invalidMessage);
    },
    async check(name, input, fallback) {
      const checked = (await loadAnswers()).checkRequest(name, input);
      if (!checked.ok) throw refused(checked.message ?? fallback);
      return checked.request;
    },
    session,
    caches,
    signOut,
  };

  const publicSession: Session = { token: session.token, signedIn: session.signedIn, subscribe: session.subscribe };
  return {
    ...accountCalls(context),
    ...catalogCalls(context),
    ...cartCalls(context),
    ...subscriptionCalls(context),
    ...analysisCalls(context),
    ...backOfficeCalls(context),
    ...deliveryCalls(context),
    session: publicSession,
    caches,
  };
}

export type Api = ReturnType<typeof createApi>;
