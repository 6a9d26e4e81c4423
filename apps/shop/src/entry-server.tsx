// The server's half of the shop (built with `vite build --ssr`, loaded by the API server): it
// renders a public page to HTML with the catalog answers it needs, so the first screen shows
// before any JavaScript runs. The browser then hydrates that markup (main.tsx).
import { createApi, createMemoryStorage, type Api, type FetchLike } from '@nyansa/api-client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { pageAt, preloadAllPages, ShopRoutes } from './App';
import { loadProduct, ProductNotFound, type ProductKey } from './data/useProduct';
import { loadPage, type ProductsKey } from './data/useProducts';
import { pageDataJson } from './page-data';
import { Providers } from './Providers';

export { pageDataId } from './page-data';

// Every page's code is in before the first request: no shopper waits for it, and rebuilding the
// shop under a running server cannot leave this renderer without its chunks.
await preloadAllPages();

export type Rendering =
  /** `html` goes inside #root, `data` (JSON) into the page-data element; 404 for a missing product. */
  | { kind: 'page'; status: 200 | 404; html: string; data: string }
  /** An unknown path: the shop's home. */
  | { kind: 'redirect'; location: string }
  /** A signed-in shopper's page: the browser renders it, with the token only it holds. */
  | { kind: 'browser' };

// The public answers the server loads for a page; everything else the browser asks for itself.
const serverLoaders: Record<string, (key: never, client: Api) => Promise<unknown>> = {
  products: (key: ProductsKey, client) => loadPage(key, client),
  product: (key: ProductKey, client) => loadProduct(key, client),
};

export interface RenderOptions {
  /** The configured CURRENCY every price is shown in; the browser reads the same from the page. */
  currency?: string;
}

function render(url: string, fallback: Record<string, unknown>, use: Middleware[], currency: string | undefined): string {
  return renderToString(
    <Providers fallback={fallback} currency={currency}>
      <SWRConfig value={{ use }}>
        <StaticRouter location={url}>
          <ShopRoutes />
        </StaticRouter>
      </SWRConfig>
    </Providers>,
  );
}

/**
 * Renders `url` (path and query) as a visitor sees it. `fetch` answers the shop's API requests
 * (relative URLs) inside the server. A first pass finds the answers the page asks for, a
 * second renders with them.
 */
export async function renderPage(url: string, fetch: FetchLike, { currency }: RenderOptions = {}): Promise<Rendering> {
  const page = pageAt(new URL(url, 'http://shop.invalid').pathname);
  if (!page) return { kind: 'redirect', location: '/' };
  if (page.signedInOnly) return { kind: 'browser' };

  const wanted = new Map<string, readonly unknown[]>();
  const recordKeys: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key) && typeof key[0] === 'string' && key[0] in serverLoaders) wanted.set(unstable_serialize(key), key);
    return useSWRNext(key, fetcher, config);
  };
  const firstPass = render(url, {}, [recordKeys], currency);
  if (wanted.size === 0) return { kind: 'page', status: 200, html: firstPass, data: pageDataJson({}) };

  // One client per render: no queue shared between shoppers, nothing cached past this page.
  const client = createApi({ fetch, storage: createMemoryStorage(), spacingMs: 0, isOffline: () => false });
  const answers: Record<string, unknown> = {};
  let missing = false;
  await Promise.all(
    [...wanted].map(async ([serialized, key]) => {
      const load = serverLoaders[key[0] as string];
      if (!load) return;
      try {
        answers[serialized] = await load(key as never, client);
      } catch (error) {
        // Other failures are left to the browser, which shows the page's own error texts.
        missing ||= error instanceof ProductNotFound;
      }
    }),
  );
  return { kind: 'page', status: missing ? 404 : 200, html: render(url, answers, [], currency), data: pageDataJson(answers) };
}
