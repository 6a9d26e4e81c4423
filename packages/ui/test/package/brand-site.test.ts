/*
 * examples/brand-site as another brand's developer has it: a Vite + React app outside the monorepo
 * that installs @nyansa/ui from the packed tarball (not the workspace), type-checks with strict tsc
 * (library declarations included), builds with Vite, and renders in Chromium with no console error.
 * Its two builds also measure what a single component costs: a page importing one Button carries
 * no chart, table or face-map code.
 */
import { cpSync, createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, ensureChromium } from '../../../../scripts/chromium.mjs';
import { run } from './run';

const exampleDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../examples/brand-site');
const siteDir = join(inject('workDir'), 'brand-site');

interface ChunkReport {
  file: string;
  kind: 'js' | 'asset';
  bytes: number;
  modules: { id: string; bytes: number }[];
}

const readReport = (name: string) => JSON.parse(readFileSync(join(siteDir, name), 'utf8')) as ChunkReport[];
const jsOf = (report: ChunkReport[]) => report.filter((chunk) => chunk.kind === 'js');
const codeOf = (outDir: string, report: ChunkReport[]) => jsOf(report).map((chunk) => readFileSync(join(siteDir, outDir, chunk.file), 'utf8')).join('\n');

/** What the chart, the table and the face map leave in a bundle: their libraries' modules and their own markup. */
const heavyModules = /node_modules\/(@visx|d3-[a-z-]+|@tanstack)\//;
const heavyMarkers = ['score-trend-chart', 'data-table', 'face-map'].map((slot) => ({ slot, pattern: new RegExp(`["'\`]${slot}["'\`]`) }));

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

describe('examples/brand-site on the packed @nyansa/ui', () => {
  beforeAll(async () => {
    cpSync(exampleDir, siteDir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist|dist-button)$|-report\.json$|\.tgz$|package-lock\.json$/.test(source) });
    cpSync(inject('tarball'), join(siteDir, 'nyansa-ui.tgz'));
    // From npm's cache when the versions are there (after the monorepo's npm ci they are).
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], siteDir);
  });

  it('installs @nyansa/ui from the tarball, not from the monorepo', () => {
    const installed = JSON.parse(readFileSync(join(siteDir, 'node_modules/@nyansa/ui/package.json'), 'utf8')) as { name: string; private?: boolean };
    expect(installed.name).toBe('@nyansa/ui');
    expect(existsSync(join(siteDir, 'node_modules/@nyansa/contract'))).toBe(false);
    expect(existsSync(join(siteDir, 'node_modules/@nyansa/ui/src'))).toBe(false);
  });

  it('type-checks with strict tsc, the package declarations included', async () => {
    await run('npx', ['tsc', '-p', 'tsconfig.json'], siteDir);
  });

  it('builds with vite for production; importing one Button bundles no chart, table or face-map code', async () => {
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], siteDir);
    await run('npx', ['vite', 'build', '--mode', 'button', '--logLevel', 'warn'], siteDir);

    // The site that uses them has all three, so the markers below would be seen if they leaked.
    const site = readReport('dist-report.json');
    const siteCode = codeOf('dist', site);
    for (const { slot, pattern } of heavyMarkers) expect(siteCode, slot).toMatch(pattern);
    expect(jsOf(site).flatMap((chunk) => chunk.modules).some((module) => heavyModules.test(module.id))).toBe(true);

    const button = readReport('dist-button-report.json');
    const buttonChunks = jsOf(button);
    expect(buttonChunks.map((chunk) => chunk.file)).toHaveLength(1);
    expect(buttonChunks.flatMap((chunk) => chunk.modules).filter((module) => heavyModules.test(module.id)).map((module) => module.id)).toEqual([]);
    const buttonCode = codeOf('dist-button', button);
    expect(buttonCode).not.toContain('jsxDEV'); // a production build, as a brand ships it
    for (const { slot, pattern } of heavyMarkers) expect(buttonCode, slot).not.toMatch(pattern);
    // The package's share of that page: Button, cn with its tailwind-merge configuration (merge-config,
    // about 16 kB minified, in place of tailwind-merge's 27 kB default) and the currency context, not the
    // catalogue (about 180 kB).
    const fromPackage = buttonChunks.flatMap((chunk) => chunk.modules).filter((module) => module.id.includes('/node_modules/@nyansa/ui/'));
    expect(fromPackage.reduce((sum, module) => sum + module.bytes, 0)).toBeLessThan(25_000);
  });

  describe('in Chromium', () => {
    let server: Server;
    let browser: Browser;

    beforeAll(async () => {
      server = await serve(join(siteDir, 'dist'));
      browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
    });

    afterAll(async () => {
      await browser?.close();
      server?.closeAllConnections();
      await new Promise((done) => server?.close(done));
    });

    it('renders the seven named components in the brand theme with no console error', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

      await page.getByRole('heading', { name: 'Lumen Skin' }).waitFor();
      await page.getByRole('heading', { name: 'Our bestsellers' }).waitFor(); // ProductGrid
      expect(await page.getByRole('article').filter({ hasText: 'Tidewater Serum' }).count()).toBeGreaterThan(0); // ProductCard
      await page.getByRole('button', { name: 'Checkout' }).waitFor(); // CartList
      await page.getByRole('heading', { name: 'Lumen Plus' }).waitFor(); // PlanCard
      await page.getByRole('list', { name: 'Password requirements' }).waitFor(); // PasswordChecklist
      await page.getByRole('heading', { name: 'Mostly balanced skin with some redness on the cheeks.' }).waitFor(); // AnalysisResult
      await page.getByRole('button', { name: 'Open chat assistant' }).waitFor(); // ChatWidget
      await page.getByRole('img', { name: 'Redness score over time' }).waitFor(); // the chart's lazy chunk loaded
      await page.getByRole('table', { name: 'Your orders' }).waitFor();
      expect(await page.getByTestId('free-delivery').textContent()).toBe('Free delivery from €40.00.');
      expect(await page.getByText('€14.00').count()).toBeGreaterThan(0);

      // The brand's theme file alone re-skins the components: Lumen's primary, not Nyansa's.
      const checkout = page.getByRole('button', { name: 'Checkout' });
      expect(await checkout.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(31, 79, 163)');

      // The checklist follows what is typed, with the package's own rules.
      await page.getByLabel('Password', { exact: true }).fill('Lumen2026!');
      await page.locator('[data-slot="password-checklist"] li[data-met="false"]').waitFor({ state: 'detached' });

      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
