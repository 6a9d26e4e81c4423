import type { UpdateProfileRequest, User } from '@nyansa/contract';
import { authMessages } from '@nyansa/contract/messages/auth';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { attempt, isRefusal } from './failure';

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
      const updated = await attempt(api.user.updateProfile(change));
      if (!updated.ok) return updated.failure.message;
      await mutate(updated.value.data, { revalidate: false });
      return null;
    },
    async changePassword(change) {
      const changed = await attempt(api.user.changePassword(change));
      if (changed.ok) return 'saved';
      return isRefusal(changed.failure) && changed.failure.status >= 400 ? 'refused' : 'failed';
    },
  };
}
