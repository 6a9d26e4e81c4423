import { useCallback, useEffect, useState } from 'react';

const dismissedKey = 'nyansa.chatInvitation';

/**
 * Whether the visitor's 'Need help? Try our AI assistant!' shows: until closed (remembered for the
 * browser session). It is docked in space of its own (Layout), so it covers nothing and can stay.
 */
export function useChatInvitation(): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // Browser storage is read after hydration, so the markup matches what the server rendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (sessionStorage.getItem(dismissedKey)) setVisible(false);
  }, []);

  const dismiss = useCallback(() => {
    sessionStorage.setItem(dismissedKey, '1');
    setVisible(false);
  }, []);

  return { visible, dismiss };
}
