import { ChatLauncher, LoadingState } from '@nyansa/ui';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useChatInvitation } from '../chat/useChatInvitation';
import { RouterBridge, useSession } from '../session';
import { Toasts } from '../toast';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteNavBar } from './SiteNavBar';

const loadChat = () => import('../chat/ChatAssistant');
const ChatAssistant = lazy(loadChat);

/** The chat's light launcher until the shopper opens it; the panel's code loads then (or on hover). */
function FloatingChat() {
  const { signedIn } = useSession();
  const [wanted, setWanted] = useState(false);
  const { visible, dismiss } = useChatInvitation();
  const invitation = { invitation: visible, onDismissInvitation: dismiss };
  const launcher = (busy: boolean) => (
    <ChatLauncher
      signedIn={signedIn}
      {...invitation}
      aria-busy={busy || undefined}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadChat()}
      onFocus={() => void loadChat()}
    />
  );
  if (!wanted) return launcher(false);
  return (
    <Suspense fallback={launcher(true)}>
      <ChatAssistant startOpen {...invitation} />
    </Suspense>
  );
}

/** The frame of every page: navigation, the page, the footer, the floating chat and the toasts. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <RouterBridge />
      <ScrollToTop />
      <SiteNavBar />
      <main id="main" className="flex-1 pt-16">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <aside aria-label="Chat assistant">
        <FloatingChat />
      </aside>
      <Toasts />
    </div>
  );
}
