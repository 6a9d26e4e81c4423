import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShopRoutes } from '../App';
import { Providers } from '../Providers';

/** Renders the whole shop (layout, router, session, data cache) at one path, as a browser would; `currency` as the server configures it. */
export function renderApp(path: string, { currency }: { currency?: string } = {}) {
  const shown = { location: `${path}` };
  function LocationProbe() {
    const location = useLocation();
    shown.location = `${location.pathname}${location.search}`;
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <Providers currency={currency}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <ShopRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, user, path: () => shown.location };
}
