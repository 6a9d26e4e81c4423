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

/** The first stop of the keyboard on every page: past the navigation to the page itself. */
function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        // Focus moves without a '#main' in the address, which the router would take for a navigation.
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
      className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:outline-none focus:ring-2 focus:ring-ring"
    >
      Skip to main content
    </a>
  );
}

/** The frame of every page: navigation, the page, the footer, the floating chat and the toasts. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink />
      <RouterBridge />
      <ScrollToTop />
      <SiteNavBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
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
