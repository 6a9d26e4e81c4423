import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The declarative router: the data router (createBrowserRouter) would add ~16 kB gzip of features the shop does not use.
// Navigations apply at once, not as transitions, so a navigation and a session change in one click render together.
import { BrowserRouter } from 'react-router-dom';
import { ShopRoutes } from './App';
import { Providers } from './Providers';
import '@nyansa/ui/styles.css';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter useTransitions={false}>
        <ShopRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
