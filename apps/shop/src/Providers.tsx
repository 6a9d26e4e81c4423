import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from './session';

export interface ProvidersProps {
  children: ReactNode;
  /** Answers the server already loaded for this page, by SWR key: the first render shows them. */
  fallback?: Record<string, unknown>;
}

/** Everything a page needs around the router: the session and the data cache (one per mount). */
export function Providers({ children, fallback }: ProvidersProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  );
}
