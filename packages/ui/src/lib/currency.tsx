import { defaultCurrency, formatPrice } from '@nyansa/contract/money';
import { createContext, use, useCallback, type ReactNode } from 'react';

// Marked pure, as the components' cva() calls are, so a bundler drops what an app does not use.
const CurrencyContext = /* @__PURE__ */ createContext<string>(defaultCurrency);

export interface CurrencyProviderProps {
  /** ISO 4217 code of the prices shown inside, such as 'USD' (the default) or 'KES'. */
  currency: string;
  children?: ReactNode;
}

/** Sets the currency every price inside is shown in; the app passes its configured one. */
export function CurrencyProvider({ currency, children }: CurrencyProviderProps) {
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

/** The currency of the prices shown here: the nearest CurrencyProvider's, else 'USD'. */
export function useCurrency(): string {
  return use(CurrencyContext);
}

/** `formatPrice` in the currency of the nearest CurrencyProvider: '$5.99', 'KES 5.99'. */
export function useFormatPrice(): (amount: number) => string {
  const currency = useCurrency();
  return useCallback((amount: number) => formatPrice(amount, currency), [currency]);
}
