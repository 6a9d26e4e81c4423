import { authMessages, transportMessages, validationMessages, type FieldError, type LoginRequest, type RegisterRequest } from '@nyansa/contract';
import { api } from '../api';
import { asApiError, attempt, isRefusal } from './failure';
import { mergeVisitorFavorites } from './useFavorites';

/** Why the server refused a form: its field reasons when it gave them, else `message` for the form as a whole. */
export interface Refusal {
  message: string;
  errors: readonly FieldError[];
  /** 403 at sign-in: the address is not verified yet (the page offers to send the mail again). */
  unverified: boolean;
}

/** What a form's request came to: the server's (or the spec's) text, and whether it worked. */
export interface Said {
  ok: boolean;
  message: string;
}

/** A refusal in the server's words; no usable answer reads as 'Authentication failed. Please try again.' */
function refusal(error: unknown): Refusal {
  const failure = asApiError(error);
  if (!isRefusal(failure)) return { message: authMessages.failed, errors: [], unverified: false };
  return { message: failure.message, errors: failure.errors, unverified: failure.status === 403 };
}

/** What a request that only answers a message said; a failure says why in the server's or the transport's words. */
async function said(request: Promise<{ message: string }>, fallback: string): Promise<Said> {
  const answer = await attempt(request);
  return answer.ok ? { ok: true, message: answer.value.message || fallback } : { ok: false, message: answer.failure.message };
}

/** Signing in and up, and the mails of the login page and the reset page. */
export function useAuth() {
  return {
    /** Signs in (the api-client stores the token); favorites picked as a visitor join the account's. Null on success. */
    async signIn(credentials: LoginRequest): Promise<Refusal | null> {
      const visitorFavorites = api.caches.favorites.get();
      try {
        await api.auth.login(credentials);
      } catch (error) {
        const refused = refusal(error);
        // An answer without a reason of its own reads as the spec's 'Login failed'.
        return refused.message === transportMessages.default ? { ...refused, message: validationMessages.loginFailed } : refused;
      }
      void mergeVisitorFavorites(visitorFavorites);
      return null;
    },
    /** Creates the account; answers the server's message (check your email) or why not. */
    async register(details: RegisterRequest): Promise<{ ok: true; message: string } | ({ ok: false } & Refusal)> {
      try {
        return { ok: true, message: (await api.auth.register(details)).message };
      } catch (error) {
        return { ok: false, ...refusal(error) };
      }
    },
    forgotPassword: (email: string) => said(api.auth.forgotPassword(email), authMessages.resetSent),
    resendVerification: (email: string) => said(api.auth.resendVerification(email), authMessages.verificationSent),
    resetPassword: (token: string, password: string) => said(api.auth.resetPassword({ token, new_password: password }), authMessages.resetDone),
  };
}
