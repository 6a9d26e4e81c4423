/**
 * Byte budgets of the browser build, per route (issue 34): the JavaScript a route loads before it
 * is interactive (the entry, the page's chunk and every file they import statically, which the
 * entry preloads with the page), gzip -9 as the bench measures it. Deterministic: read from the
 * build's manifest (dist/.vite/manifest.json), so a change that breaks a budget fails `npm test`.
 * turbo builds the shop before this test (turbo.json: @nyansa/shop#test depends on its build);
 * run alone, it asks for `npm run build` when the build is missing or older than the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const shopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(shopDir, 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

/**
 * Each route of App.tsx whose JavaScript is budgeted: its page module and the kB (1,024 bytes) of
 * gzip it may load. The targets are 100 for the home page and 130 for any page; where a
 * route is not there yet, its budget is what it loads now plus about 2 kB, so it can only go down:
 * lower it with every cut, never raise it without a reason written here.
 */
const routes: Record<string, { page: string; kb: number }> = {
  '/': { page: 'src/marketing/HomePage.tsx', kb: 109 },
  '/products': { page: 'src/products/ProductsPage.tsx', kb: 130 },
  '/products/:id': { page: 'src/products/ProductPage.tsx', kb: 130 },
  '/login': { page: 'src/account/LoginPage.tsx', kb: 130 },
  '/verify-email': { page: 'src/account/VerifyEmailPage.tsx', kb: 130 },
  '/reset-password/:token': { page: 'src/account/ResetPasswordPage.tsx', kb: 130 },
  '/subscriptions': { page: 'src/subscriptions/SubscriptionsPage.tsx', kb: 130 },
  '/about': { page: 'src/marketing/AboutPage.tsx', kb: 130 },
  '/privacy': { page: 'src/marketing/PrivacyPage.tsx', kb: 130 },
  '/skin-analysis': { page: 'src/analysis/SkinAnalysisPage.tsx', kb: 130 },
  // Its tabs after the first one, the Edit Profile and address forms (with zod) and the dialogs (Radix) load
  // when shown (loadedWhenShown, ConfirmDialog); next cut: the tabs' Radix roving focus (~6 kB).
  '/dashboard': { page: 'src/account/DashboardPage.tsx', kb: 138 },
  '/checkout': { page: 'src/checkout/CheckoutPage.tsx', kb: 130 },
  '/orders/:id': { page: 'src/orders/OrderPage.tsx', kb: 130 },
  '/order-confirmation': { page: 'src/checkout/OrderConfirmationPage.tsx', kb: 130 },
  // Staff pages (no shopper loads them): the clinician's view (issue 33, items 8-10: photo zoom, scores
  // table, patient history, the Answered tab); next cut: zoom and history on demand.
  '/clinic': { page: 'src/clinic/ClinicPage.tsx', kb: 147 },
  // The back office with the Delivery section's editor (issue 27); next cut: each section loaded with its tab.
  '/admin': { page: 'src/admin/AdminPage.tsx', kb: 181 },
};

/** The newest change of the sources the browser build is made of (tests left out). */
function newestSource(): number {
  const roots = [path.join(shopDir, 'src'), path.join(shopDir, 'index.html'), path.join(shopDir, 'vite.config.ts'), path.join(shopDir, '../../packages/ui/src')];
  let newest = 0;
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else if (!/\.(test|stories)\.tsx?$/.test(file)) newest = Math.max(newest, stat.mtimeMs);
  };
  roots.forEach(visit);
  return newest;
}

function readManifest(): Manifest {
  const built = fs.statSync(manifestPath, { throwIfNoEntry: false });
  if (!built) throw new Error(`${manifestPath} is missing: run \`npm run build -w @nyansa/shop\` first`);
  if (built.mtimeMs < newestSource()) throw new Error('the shop build is older than its sources: run `npm run build -w @nyansa/shop` first');
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The files a chunk brings with it: itself and, recursively, what it imports statically. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const gzipSizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size / 1024;
}

/** The JavaScript files a route loads before it is interactive, and their gzip size in kB. */
function routeJavaScript(manifest: Manifest, pageModule: string): { files: string[]; kb: number } {
  const files = new Set<string>();
  staticClosure(manifest, 'index.html', files);
  staticClosure(manifest, pageModule, files);
  const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
  return { files: scripts, kb: scripts.reduce((sum, file) => sum + gzipKb(file), 0) };
}

describe('byte budgets of the browser build', () => {
  const manifest = readManifest();

  it('budgets every page of the build', () => {
    const pages = Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.src && /Page\.tsx$/.test(chunk.src))
      .map((chunk) => chunk.src);
    expect(pages.sort()).toEqual([...new Set(Object.values(routes).map((route) => route.page))].sort());
  });

  for (const [route, { page, kb: budget }] of Object.entries(routes)) {
    it(`${route} loads at most ${budget} kB of JavaScript (gzip)`, () => {
      const { files, kb } = routeJavaScript(manifest, page);
      expect(files.length).toBeGreaterThan(1);
      expect(kb, `${route}: ${kb.toFixed(1)} kB in ${files.join(', ')}`).toBeLessThanOrEqual(budget);
    });
  }

  it('keeps the chat panel, the dialogs, the staff tables and what is below the fold out of the home page', () => {
    const { files } = routeJavaScript(manifest, routes['/']!.page);
    // The sections below the fold hydrate as they come near the screen (layout/nearViewport.tsx).
    const belowTheFold = ['src/marketing/HomeProducts.tsx', 'src/marketing/HomePlans.tsx', 'src/layout/SiteFooter.tsx'];
    const lazyOnly = ['src/chat/ChatAssistant.tsx', 'src/toast/Toasts.tsx', ...belowTheFold].map((key) => manifest[key]?.file);
    expect(lazyOnly.every(Boolean)).toBe(true);
    for (const file of lazyOnly) expect(files).not.toContain(file);
    expect(files.some((file) => /DataTable|ConfirmDialog|TrendPlot|faceTracker/.test(file))).toBe(false);
  });

  it("keeps the review form and an admin's Hide dialog out of a shopper's product page", () => {
    const { files } = routeJavaScript(manifest, routes['/products/:id']!.page);
    // The dialog is also a static import of /admin, so it is a shared chunk ('_' key) rather than an entry of its own.
    const onDemand = ['src/products/components/ReviewFormSection.tsx', ...Object.keys(manifest).filter((key) => /^_HideReviewDialog-/.test(key))].map((key) => manifest[key]?.file);
    expect(onDemand).toHaveLength(2);
    expect(onDemand.every(Boolean)).toBe(true);
    for (const file of onDemand) expect(files).not.toContain(file);
  });

  it("keeps the filter sheet's dialog out of the listing's first load (it loads when the sheet opens)", () => {
    const { files } = routeJavaScript(manifest, routes['/products']!.page);
    const sheet = manifest['../../packages/ui/src/components/FilterPanel/FilterSheet.tsx']?.file;
    expect(sheet).toBeDefined();
    expect(files).not.toContain(sheet);
  });
});
