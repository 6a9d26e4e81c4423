import type { Role } from '@nyansa/contract';
import { LoadingState } from '@nyansa/ui';
import type { ReactNode } from 'react';
import { useProfile } from '../data/useProfile';

export const noAccessMessage = 'This page is for staff with another role. If you should have access, ask an admin to grant it.';

/** Shows staff pages to the roles they are for (the server checks every call again; this only spares others a dead end). */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { profile, loading, error } = useProfile();
  if (loading) return <LoadingState label="Checking your access..." />;
  if (profile && roles.includes(profile.role)) return children;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">No access</h1>
      <p role="alert">{error ?? noAccessMessage}</p>
    </div>
  );
}
