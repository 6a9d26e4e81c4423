import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';

/** Writes file.br and file.gz beside every text file of the build, so the server sends them as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nyansa-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** In development the API is another process: the page carries its CURRENCY as the pages the API serves do (apps/api/src/shop.ts). */
function devCurrency(): Plugin {
  const currency = process.env.CURRENCY?.trim().toUpperCase();
  return {
    name: 'nyansa-dev-currency',
    apply: 'serve',
    transformIndexHtml: () => (currency ? [{ tag: 'meta', attrs: { name: 'currency', content: currency }, injectTo: 'head' }] : []),
  };
}

const schemaModules = /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](schemas[\\/]|password\.)/;

/**
 * How the browser build is cut into files (the server renderer keeps the bundler's own): what every
 * page needs in one entry file; the rest as the bundler splits it, so a page loads only the modules
 * it imports. A hand-made 'pages' group of what the pages share once took its dependencies with it
 * (the filter dialog's Radix stack, the address form, the sort select) and the home page loaded
 * 53 kB gzip of code it never ran (issue 34); src/budgets.test.ts now fails such a change.
 */
const browserChunks = {
  groups: [
    // Everything the entry imports (React, the router, the api-client, the layout) is needed by every page:
    // one file instead of the six shared chunks the lazy pages would cut it into.
    { name: 'shop', tags: ['$initial' as const], test: (id: string) => !schemaModules.test(id), includeDependenciesRecursively: false, priority: 2 },
    // zod in a chunk of its own, loaded with the first API request (the api-client checks answers) or a form
    // that checks input: left to the bundler, it joins the chunk every page loads (~10 kB gzip). The
    // contract's schemas are left to the bundler, split by the pages that use them, so the login form does
    // not load the back office's schemas. The entry's own code imports the contract by subpath
    // (`@nyansa/contract/messages/cart`, `/listing`, ...), so the index, which re-exports everything, is
    // not part of the first load and drags nothing into it.
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, includeDependenciesRecursively: false, priority: 1 },
    // The texts of the areas the first load does not show, in one file rather than one per area.
    { name: 'messages', test: /packages[\\/]contract[\\/]src[\\/]messages[\\/]/, includeDependenciesRecursively: false, priority: 1 },
  ],
};

// In development the API runs separately (npm run dev); in production it serves dist itself.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/uploads', '/pay', '/dev', '/models'];

/**
 * `npm run analyze`: the browser build with source maps and, in dist-analyze/, what each file holds
 * (stats.html, a treemap of the modules by their share of the minified files, and stats.json, the same as data).
 */
function analyze(mode: string): Plugin[] {
  if (mode !== 'analyze') return [];
  const options = { projectRoot: fileURLToPath(new URL('../..', import.meta.url)), gzipSize: true, sourcemap: true, emitFile: true };
  return [
    visualizer({ ...options, filename: 'stats.html', template: 'treemap' }) as Plugin,
    visualizer({ ...options, filename: 'stats.json', template: 'raw-data' }) as Plugin,
  ];
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), precompress(), devCurrency(), ...(isSsrBuild ? [] : analyze(mode))],
  resolve: {
    // Bundled from source, each route takes only the ui components it shows (the dist is one module).
    alias: [{ find: /^@nyansa\/ui$/, replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)) }],
  },
  // The server renderer is one self-contained file with React's production build inside, whatever
  // NODE_ENV the API runs with (npm start sets none; the development build renders 2-3x slower).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which files each page loads, read by the byte budgets (src/budgets.test.ts).
    manifest: !isSsrBuild,
    // No public source maps; `npm run analyze` makes them for a size or error investigation.
    sourcemap: mode === 'analyze',
    // The server renderer (dist-server) needs no copy of the static files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserChunks } },
  },
}));
