import { ChatInvitation, ChatLauncher, LoadingState } from '@nyansa/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { useChatInvitation } from '../chat/useChatInvitation';
import { RouterBridge, useSession } from '../session';
import { toastStore } from '../toast';
import { nearViewport } from './nearViewport';
import { ScrollToTop } from './ScrollToTop';
import { SiteNavBar } from './SiteNavBar';

// The footer is hydrated as the shopper scrolls near it; the server renders it whole.
const SiteFooter = nearViewport(() => import('./SiteFooter').then((module) => module.SiteFooter));

const loadChat = () => import('../chat/ChatAssistant');
const ChatAssistant = lazy(loadChat);

/** The chat's light launcher until the shopper opens it; the panel's code loads then (or on hover or focus). */
function FloatingChat() {
  const { signedIn } = useSession();
  const [wanted, setWanted] = useState(false);
  // The visitor's invitation is docked in the page (ChatDock), never floating over it.
  const launcher = (busy: boolean) => (
    <ChatLauncher
      signedIn={signedIn}
      invitation={false}
      aria-busy={busy || undefined}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadChat()}
      onFocus={() => void loadChat()}
    />
  );
  if (!wanted) return launcher(false);
  return (
    <Suspense fallback={launcher(true)}>
      <ChatAssistant startOpen invitation={false} />
    </Suspense>
  );
}

/**
 * The chat's own space at the page's end, under the footer: where the floating button comes to rest
 * over nothing else (the row is as tall as the button and its margin), with the visitor's invitation
 * beside it. In the page's flow, the invitation never covers a control at any width (issue 32).
 */
function ChatDock() {
  const { signedIn } = useSession();
  const { visible, dismiss } = useChatInvitation();
  return (
    <aside aria-label="Chat assistant" className="bg-muted">
      <div className="mx-auto flex min-h-20 max-w-7xl items-center justify-end py-2 pr-22 pl-4">
        {!signedIn && visible ? <ChatInvitation onDismiss={dismiss} /> : null}
      </div>
      <FloatingChat />
    </aside>
  );
}

const loadToasts = () => import('../toast/Toasts');
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })));

/** Runs `task` once the browser is idle after the page's load (a second later where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

const hasToasts = () => toastStore.getSnapshot().length > 0;

/**
 * The toast region, whose code is not on the first screen's path: it loads when the browser is
 * idle after the load, or at once with the first toast. Rendered by neither the server nor the
 * hydration (nothing to show then), so the markup matches.
 */
function ToastRegion() {
  const toastShown = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!toastShown && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
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

/** The frame of every page: navigation, the page, the footer, the floating chat and the toasts (loaded after the first screen). */
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
      <ChatDock />
      <ToastRegion />
    </div>
  );
}
