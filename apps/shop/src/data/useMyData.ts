import { privacyMessages, type PrivacySettingsResponse } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { attempt } from './failure';

type PrivacyData = PrivacySettingsResponse['data'];

export interface MyDataView {
  /** Downloads the archive of everything the shop holds; answers why it failed, or null. */
  download: () => Promise<string | null>;
  /** Deletes the account; answers why it was refused (a wrong password...), or null once it is gone and this device signed out. */
  deleteAccount: (password: string) => Promise<string | null>;
}

/** Saves a file the browser received, as a download. */
function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The shopper's own data: the export and the account's deletion. */
export function useMyData(): MyDataView {
  return {
    async download() {
      const archive = await attempt(api.user.exportData());
      if (!archive.ok) return archive.failure.message;
      save(archive.value, `nyansa-my-data-${new Date().toISOString().slice(0, 10)}.zip`);
      return null;
    },
    async deleteAccount(password) {
      if (!password) return privacyMessages.passwordRequired;
      const deleted = await attempt(api.user.deleteAccount(password));
      return deleted.ok ? null : deleted.failure.message;
    },
  };
}

export interface PhotoChoiceView {
  settings: PrivacyData | undefined;
  loading: boolean;
  /** Saves the choice; answers why it failed, or null. */
  choose: (keep: boolean) => Promise<string | null>;
}

/** Whether analysis photos are kept (for how long by default), or the measurements only. */
export function usePhotoChoice(): PhotoChoiceView {
  const { token } = useSession();
  const { data, isLoading, mutate } = useSWR<PrivacyData, unknown, readonly ['privacy', string] | null>(
    token ? ['privacy', token] : null,
    async () => (await api.user.privacy()).data,
    { shouldRetryOnError: false },
  );
  return {
    settings: data,
    loading: isLoading,
    async choose(keep) {
      const saved = await attempt(api.user.setPrivacy({ keep_analysis_photos: keep }));
      if (!saved.ok) return saved.failure.message;
      await mutate(saved.value.data, { revalidate: false });
      return null;
    },
  };
}
