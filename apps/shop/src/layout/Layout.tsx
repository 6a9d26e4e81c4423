import { LoadingState } from '@nyansa/ui';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouterBridge } from '../session';
import { Toasts } from '../toast';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteNavBar } from './SiteNavBar';

const ChatAssistant = lazy(() => import('../chat/ChatAssistant'));

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
        <Suspense fallback={null}>
          <ChatAssistant />
        </Suspense>
      </aside>
      <Toasts />
    </div>
  );
}
