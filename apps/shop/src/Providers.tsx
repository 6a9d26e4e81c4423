import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from './session';

/** Everything a page needs around the router: the session and the data cache (one per mount). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  );
}
