import { isApiFailure } from '@nyansa/api-client';
import { authMessages, type UpdateProfileRequest, type User } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';

export interface ProfileView {
  profile: User | undefined;
  loading: boolean;
  /** 'Failed to fetch user data'; a 401 instead clears the token and goes to /login (api-client). */
  error: string | null;
  refresh(): Promise<unknown>;
  /** Saves first and last name; answers with the server's message on failure, null on success. */
  update(change: UpdateProfileRequest): Promise<string | null>;
  /** Changes the password: 'saved', 'refused' (the server said no, e.g. a wrong current password) or 'failed'. */
  changePassword(change: { currentPassword: string; newPassword: string }): Promise<'saved' | 'refused' | 'failed'>;
}

async function loadProfile(): Promise<User> {
  const answer = await api.user.profile();
  if (isApiFailure(answer)) throw new Error(authMessages.profileFailed);
  return answer.data;
}

/** The signed-in user's profile; nothing is fetched for a visitor. */
export function useProfile(): ProfileView {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR(token ? (['profile', token] as const) : null, loadProfile, {
    shouldRetryOnError: false,
  });
  return {
    profile: data,
    loading: isLoading,
    error: error ? authMessages.profileFailed : null,
    refresh: () => mutate(),
    async update(change) {
      const answer = await api.user.updateProfile(change);
      if (isApiFailure(answer)) return answer.message;
      await mutate(answer.data, { revalidate: false });
      return null;
    },
    async changePassword(change) {
      try {
        const answer = await api.user.changePassword(change);
        if (!isApiFailure(answer)) return 'saved';
        return answer.status >= 400 && answer.status < 500 ? 'refused' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
