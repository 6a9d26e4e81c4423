import { useCallback, useEffect, useState } from 'react';

const dismissedKey = 'nyansa.chatInvitation';
/** How long the invitation stays when the shopper neither scrolls nor closes it. */
export const invitationMs = 8000;

/**
 * The visitor's 'Need help? Try our AI assistant!' shows on arrival and goes after a few seconds,
 * on the first scroll, or when closed (remembered for the browser session), so it never sits over
 * the page's own buttons for long.
 */
export function useChatInvitation(): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (sessionStorage.getItem(dismissedKey)) {
      // Browser storage is read after hydration, so the markup matches what the server rendered.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setVisible(false);
      return;
    }
    const hide = () => setVisible(false);
    const onScroll = () => {
      if (window.scrollY > 40) hide();
    };
    const timer = setTimeout(hide, invitationMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const dismiss = useCallback(() => {
    sessionStorage.setItem(dismissedKey, '1');
    setVisible(false);
  }, []);

  return { visible, dismiss };
}
