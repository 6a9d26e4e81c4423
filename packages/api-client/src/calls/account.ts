import type { FavoritesResponse, LoginRequest, PrivacySettings, RegisterRequest, ResetPasswordRequest, UpdateProfileRequest } from '@nyansa/contract';
import { refused, segment } from './context';
import type { CallContext } from './context';

/** Sign-up, sign-in and the account: auth, user, favorites and the newsletter. */
export function accountCalls({ call, session, caches, signOut }: CallContext) {
  const auth = {
    register: (body: RegisterRequest) => call('POST', '/api/auth/register', 'message', { body }),
    verifyEmail: (token: string) => call('GET', `/api/auth/verify-email/${segment(token)}`, 'message'),
    /** Stores the token, so the next requests are signed in, and tells the session's subscribers. */
    async login(body: LoginRequest) {
      const answer = await call('POST', '/api/auth/login', 'login', { body });
      caches.cart.clear();
      caches.cartSync.reset();
      session.set(answer.data.token);
      return answer;
    },
    /**
     * Ends this token on the server, then forgets it here whatever the answer (this device is
     * signed out either way); throws the server's refusal after that. Signed out already: nothing to send.
     */
    async logout(): Promise<void> {
      if (!session.signedIn()) return signOut();
      try {
        await call('POST', '/api/auth/logout', 'logout');
      } finally {
        signOut();
      }
    },
    /** Ends every token of the account, on every device, then forgets this one; a failure keeps the session to try again. */
    async logoutAll() {
      const answer = await call('POST', '/api/auth/logout-all', 'logout');
      signOut();
      return answer;
    },
    resendVerification: (email: string) => call('POST', '/api/auth/resend-verification', 'message', { body: { email } }),
    forgotPassword: (email: string) => call('POST', '/api/auth/forgot-password', 'message', { body: { email } }),
    resetPassword: (body: ResetPasswordRequest) => call('POST', '/api/auth/reset-password', 'message', { body }),
  };

  const user = {
    profile: () => call('GET', '/api/user/profile', 'profile'),
    updateProfile: (body: UpdateProfileRequest) => call('PUT', '/api/user/profile', 'profile', { body }),
    /** The change signs other sessions out; this one stores the new token it gets. */
    async changePassword(body: { currentPassword: string; newPassword: string }) {
      const answer = await call('PUT', '/api/user/profile/password', 'changePassword', {
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword },
      });
      session.set(answer.data.token);
      return answer;
    },
    /** (beyond) Everything the shop holds about the account, as a zip; a large archive gets two minutes. */
    exportData: (): Promise<Blob> => call('GET', '/api/user/export', 'file', { binary: true, timeoutMs: 120_000 }),
    /** (beyond) Deletes the account (its password asked again); this device is signed out after it. */
    async deleteAccount(password: string) {
      const answer = await call('DELETE', '/api/user/account', 'message', { body: { password } });
      signOut();
      return answer;
    },
    /** (beyond) Whether analysis photos are kept, and for how long by default. */
    privacy: () => call('GET', '/api/user/privacy', 'privacySettings'),
    setPrivacy: (body: PrivacySettings) => call('PUT', '/api/user/privacy', 'privacySettings', { body }),
  };

  const favorites = {
    /** Signed out, the favorites kept in this browser; signed in, the account's, mirrored here. */
    async load(): Promise<FavoritesResponse> {
      if (!session.signedIn()) return { success: true, data: { favorites: caches.favorites.get() } };
      const answer = await call('GET', '/api/user/favorites', 'favorites');
      caches.favorites.set(answer.data.favorites);
      return answer;
    },
    /** Keeps the list in this browser first, so a failed save loses nothing. */
    async save(ids: readonly number[]): Promise<FavoritesResponse> {
      const list = [...new Set(ids.map(Number))];
      if (list.some((value) => !Number.isInteger(value) || value <= 0)) throw refused('Favorites must be a list of product ids');
      caches.favorites.set(list);
      if (!session.signedIn()) return { success: true, data: { favorites: list } };
      const answer = await call('PUT', '/api/user/favorites', 'favorites', { body: { favorites: list } });
      caches.favorites.set(answer.data.favorites);
      return answer;
    },
  };

  const newsletter = {
    subscribe: (email: string) => call('POST', '/api/newsletter', 'message', { body: { email } }),
  };

  return { auth, user, favorites, newsletter };
}
