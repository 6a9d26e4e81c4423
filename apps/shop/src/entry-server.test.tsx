import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageAt, ShopRoutes } from './App';
import { renderPage } from './entry-server';
import { pageDataJson, readCurrency } from './page-data';
import { Providers } from './Providers';
import { apiProduct, productList } from './test/handlers';
import { server } from './test/server';

// What the API server hands the renderer: the shop's relative API paths, answered inside the server.
const fetchInside = (input: string, init: RequestInit) => fetch(new URL(input, 'http://localhost:3000'), init);

const catalog = [apiProduct(1, 'Vitamin C Serum'), apiProduct(2, 'Shea Body Butter')];

/** Server-renders `path`, then hydrates that markup as the browser would; hydration errors are collected. */
async function serverRenderThenHydrate(path: string, currency?: string) {
  const rendering = await renderPage(path, fetchInside, { currency });
  if (rendering.kind !== 'page') throw new Error(`${path} was not rendered: ${rendering.kind}`);
  const container = document.createElement('div');
  container.innerHTML = rendering.html;
  document.body.append(container);
  const serverMarkup = container.innerHTML;
  await pageAt(path.split('?')[0] ?? '/')?.preload();
  const hydrationErrors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <Providers fallback={JSON.parse(rendering.data) as Record<string, unknown>} currency={readCurrency()}>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <ShopRoutes />
        </MemoryRouter>
      </Providers>,
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    ),
  );
  return { rendering, serverMarkup, hydrationErrors, unmount: () => act(async () => root.unmount()).then(() => container.remove()) };
}

describe('server rendering', () => {
  it('renders the products page with the catalog answer, and the browser hydrates it without a mismatch', async () => {
    const listed = vi.fn(() => HttpResponse.json(productList(catalog)));
    server.use(http.get('*/api/products', listed));
    const page = await serverRenderThenHydrate('/products');
    expect(page.serverMarkup).toContain('Vitamin C Serum');
    expect(page.serverMarkup).toContain('Shea Body Butter');
    expect(page.serverMarkup).not.toContain('Loading products...');
    expect(JSON.parse(page.rendering.data)).toEqual({ '@"products",1,"","",': expect.objectContaining({ success: true }) });
    expect(page.hydrationErrors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Vitamin C Serum' })).toBeInTheDocument();
    // The browser does not ask again for the answer it was handed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(listed).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('renders a filtered, sorted listing from its address, asking the API for exactly that', async () => {
    const listed = vi.fn((url: URL) => HttpResponse.json(productList(url.searchParams.get('category') === 'lip' ? [catalog[1]!] : catalog)));
    server.use(http.get('*/api/products', ({ request }) => listed(new URL(request.url))));
    const page = await serverRenderThenHydrate('/products?category=lip&concern=dryness&sort=price_desc');
    const asked = listed.mock.calls[0]![0].searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ category: 'lip', concern: 'dryness', sort: 'price', order: 'DESC' });
    expect(page.serverMarkup).toContain(catalog[1]!.product_name);
    expect(page.serverMarkup).not.toContain(catalog[0]!.product_name);
    expect(page.serverMarkup).toContain('aria-current="page"');
    expect(page.hydrationErrors).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(listed).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('renders a product page with its product and no loading state', async () => {
    const fetched = vi.fn(() => HttpResponse.json({ success: true, product: catalog[1] }));
    server.use(http.get('*/api/products/2', fetched));
    const page = await serverRenderThenHydrate('/products/2');
    expect(page.serverMarkup).toContain('Shea Body Butter');
    expect(page.serverMarkup).toContain('src="/images/products/p2.webp?w=400&amp;q=80"');
    // The browser picks the photo's width from the markup, before any script runs.
    expect(page.serverMarkup).toContain('srcset="/images/products/p2.webp?w=200&amp;q=80 200w, /images/products/p2.webp?w=400&amp;q=80 400w,');
    expect(page.serverMarkup).toContain('sizes="(min-width: 1152px) 540px,');
    expect(page.hydrationErrors).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fetched).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('shows prices in the configured currency, which the browser reads from the page and hydrates alike', async () => {
    server.use(http.get('*/api/products/2', () => HttpResponse.json({ success: true, product: catalog[1] })));
    // What the API writes into every page it sends (apps/api/src/shop.ts).
    const meta = Object.assign(document.createElement('meta'), { name: 'currency', content: 'KES' });
    document.head.append(meta);
    try {
      const page = await serverRenderThenHydrate('/products/2', 'KES');
      expect(page.rendering.html).toContain('KES\u00a09.99');
      expect(page.rendering.html).not.toContain('$9.99');
      expect(page.hydrationErrors).toEqual([]);
      await page.unmount();
    } finally {
      meta.remove();
    }
    expect(readCurrency()).toBe('USD');
  });

  it('renders the home page and leaves a failed catalog answer to the browser', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })));
    const page = await serverRenderThenHydrate('/');
    expect(page.serverMarkup).toContain('Why Choose');
    // The hero's picture, the first screen's largest, is asked for before anything else on the page.
    expect(page.rendering.html).toMatch(/^<link rel="preload" as="image" imageSrcSet="\/images\/scenes\/hero\.webp\?w=400&amp;q=80 400w, [^"]+ 1200w"[^>]* fetchPriority="high"\/>/);
    expect(page.rendering.data).toBe('{}');
    expect(page.hydrationErrors).toEqual([]);
    await page.unmount();
  });

  it('answers 404 for a product that does not exist, 200 for the pages that are there', async () => {
    server.use(
      http.get('*/api/products/404', () => HttpResponse.json({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, { status: 404 })),
      http.get('*/api/products/500', () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })),
      http.get('*/api/products/2', () => HttpResponse.json({ success: true, product: catalog[1] })),
    );
    expect(await renderPage('/products/404', fetchInside)).toMatchObject({ kind: 'page', status: 404 });
    expect(await renderPage('/products/not-a-number', fetchInside)).toMatchObject({ kind: 'page', status: 404 });
    // A server failure is not a missing product: the browser asks again and shows the failure text.
    expect(await renderPage('/products/500', fetchInside)).toMatchObject({ kind: 'page', status: 200 });
    expect(await renderPage('/products/2', fetchInside)).toMatchObject({ kind: 'page', status: 200 });
    expect(await renderPage('/about', fetchInside)).toMatchObject({ kind: 'page', status: 200 });
  });

  it('sends an unknown path home and leaves signed-in pages to the browser', async () => {
    expect(await renderPage('/no-such-page', fetchInside)).toEqual({ kind: 'redirect', location: '/' });
    for (const path of ['/dashboard', '/checkout', '/order-confirmation?order=3']) {
      expect(await renderPage(path, fetchInside)).toEqual({ kind: 'browser' });
    }
  });

  it('writes page data that cannot close its script element', () => {
    expect(pageDataJson({ search: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(pageDataJson({ search: '</script>' }))).toEqual({ search: '</script>' });
  });
});
