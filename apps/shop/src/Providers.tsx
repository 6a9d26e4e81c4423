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

/**
 * Data already on the page is not fetched again on every focus of the window, nor by each
 * component that shows it within 5 seconds (the spec's cart cache): such refreshes wait in the
 * one-at-a-time request queue and delayed what the shopper asked for (issue 33). A change the
 * shopper makes re-fetches what it touched itself.
 */
const dataCache = { revalidateOnFocus: false, dedupingInterval: 5_000 } as const;

/** Everything a page needs around the router: the session, the data cache (one per mount) and the currency. */
export function Providers({ children, fallback, currency = defaultCurrency }: ProvidersProps) {
  return (
    <SWRConfig value={{ ...dataCache, provider: () => new Map(), fallback }}>
      <CurrencyProvider currency={currency}>
        <SessionProvider>{children}</SessionProvider>
      </CurrencyProvider>
    </SWRConfig>
  );
}
