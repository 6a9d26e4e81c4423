import { useEffect, useEffectEvent, useState } from 'react';
import { paymentReturnDelayMs } from './useOrder';

// A payment reference is confirmed once per page session, even when its page mounts twice.
const confirmedReferences = new Set<string>();

/**
 * Back from the payment page with ?reference (or ?trxref): waits 2 seconds for the provider to
 * settle the payment (spec section 9), then runs `confirm` once per reference and page session.
 * True from the return until `confirm` is done.
 */
export function usePaymentReturn(reference: string | null, confirm: (reference: string) => Promise<void>): boolean {
  const [confirming, setConfirming] = useState(false);
  const onReturn = useEffectEvent(confirm);
  useEffect(() => {
    if (!reference || confirmedReferences.has(reference)) return;
    // The flag belongs to the timer this effect starts and clears: set with it, on purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConfirming(true);
    const timer = setTimeout(() => {
      confirmedReferences.add(reference);
      void onReturn(reference).finally(() => setConfirming(false));
    }, paymentReturnDelayMs);
    return () => clearTimeout(timer);
  }, [reference]);
  return confirming;
}
