import { defaultCurrency } from '@nyansa/contract/money';
import { CurrencyProvider } from '@nyansa/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from './session';

export interface ProvidersProps {
  children: ReactNode;
  /** Answers the server already loaded for this page, by SWR key: the first render shows them. */
  fallback?: Record<string, unknown>;
  /** The configured currency of every price shown (the server's CURRENCY); USD when not told. */
  currency?: string;
}

/** Everything a page needs around the router: the session, the data cache (one per mount) and the currency. */
export function Providers({ children, fallback, currency = defaultCurrency }: ProvidersProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <CurrencyProvider currency={currency}>
        <SessionProvider>{children}</SessionProvider>
      </CurrencyProvider>
    </SWRConfig>
  );
}
