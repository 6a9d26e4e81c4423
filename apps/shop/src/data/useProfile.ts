import { authMessages, type UpdateProfileRequest, type User } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { asApiError, isRefusal } from './failure';

export interface ProfileView {
  profile: User | undefined;
  loading: boolean;
  /** 'Failed to fetch user data'; a 401 instead clears the token and goes to /login (session/unauthorized.ts). */
  error: string | null;
  refresh: () => Promise<unknown>;
  /** Saves first and last name; answers with the server's message on failure, null on success. */
  update: (change: UpdateProfileRequest) => Promise<string | null>;
  /** Changes the password: 'saved', 'refused' (the server said no, e.g. a wrong current password) or 'failed'. */
  changePassword: (change: { currentPassword: string; newPassword: string }) => Promise<'saved' | 'refused' | 'failed'>;
}

const loadProfile = async (): Promise<User> => (await api.user.profile()).data;

/** The signed-in user's profile; nothing is fetched for a visitor. */
export function useProfile(): ProfileView {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR<User, unknown, readonly ['profile', string] | null>(token ? ['profile', token] : null, loadProfile, {
    shouldRetryOnError: false,
  });
  return {
    profile: data,
    loading: isLoading,
    error: error ? authMessages.profileFailed : null,
    refresh: () => mutate(),
    async update(change) {
      try {
        await mutate((await api.user.updateProfile(change)).data, { revalidate: false });
        return null;
      } catch (error) {
        return asApiError(error).message;
      }
    },
    async changePassword(change) {
      try {
        await api.user.changePassword(change);
        return 'saved';
      } catch (error) {
        const failure = asApiError(error);
        return isRefusal(failure) && failure.status >= 400 ? 'refused' : 'failed';
      }
    },
  };
}
