import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The declarative router: the data router (createBrowserRouter) would add ~16 kB gzip of features the shop does not use.
// Navigations apply at once, not as transitions, so a navigation and a session change in one click render together.
import { BrowserRouter } from 'react-router-dom';
import { pageAt, ShopRoutes } from './App';
import { Providers } from './Providers';
import { readCurrency, readPageData } from './page-data';
import '@nyansa/ui/styles.css';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const shop = (
  <StrictMode>
    <Providers fallback={readPageData()} currency={readCurrency()}>
      <BrowserRouter useTransitions={false}>
        <ShopRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The server renders the public pages; the browser takes over that markup once the page's code is in,
// as a transition, so hydrating a long page yields to the shopper's input instead of blocking it.
if (root.hasChildNodes()) {
  void (pageAt(window.location.pathname)?.preload() ?? Promise.resolve()).finally(() => startTransition(() => void hydrateRoot(root, shop)));
} else {
  createRoot(root).render(shop);
}
