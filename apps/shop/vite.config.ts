import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
 * What the staff pages (/admin, /clinic) and the dashboard's order views share with at most one
 * shopper page: TanStack Table, the dialogs' stack, the form controls and status icons they use,
 * their data hooks. Left out of the shared 'pages' file (which the home page loads), the bundler
 * puts them in files only their pages load. Kept by hand: the bench's home budget says when it is wrong.
 */
const staffShared = new RegExp(
  [
    String.raw`node_modules[\\/](@tanstack|tslib|aria-hidden|get-nonce|use-callback-ref|use-sidecar|use-sync-external-store|react-remove-scroll(-bar)?|react-style-singleton)[\\/]`,
    String.raw`node_modules[\\/]@radix-ui[\\/]react-(dialog|alert-dialog|dismissable-layer|focus-guards|focus-scope|portal|checkbox|use-size)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/].*[\\/](arrow-down|arrow-up-down|arrow-up|ban|chevron-down|clock|inbox|message-square-text|triangle-exclamation-point|user-check)\.mjs$`,
    String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](DataTable|StatCard|StatusBadge|ConfirmDialog|ReplyForm|ConsultationThread|Checkbox|Select|Textarea|Dialog)[\\/]`,
    String.raw`apps[\\/]shop[\\/]src[\\/]((admin|clinic|orders)[\\/]|data[\\/](staff|useAdmin|useClinic|useOrders|useConsultations)\.|session[\\/]RequireRole\.)`,
  ].join('|'),
);

/**
 * What shopper pages other than the home page share (the billing radios and their Radix stack,
 * uploads, account hooks): left out of the 'pages' file for the same reason as staffShared.
 */
const notOnHome = new RegExp(
  [
    String.raw`node_modules[\\/]@radix-ui[\\/]react-(radio-group|roving-focus|collection|presence|direction|use-previous|label)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/].*[\\/](image-plus|trash)\.mjs$`,
    String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](RadioGroup|ImageUpload|AnalysisHistoryList|PasswordChecklist|Label)[\\/]`,
    String.raw`apps[\\/]shop[\\/]src[\\/](forms[\\/]|data[\\/](useSubscription|useAnalyses|useOrder|usePricing|useProfile|usePaymentReturn|useProduct)\.)`,
  ].join('|'),
);

/**
 * How the browser build is cut into files (the server renderer keeps the bundler's own). Over HTTP/1.1
 * a browser opens six connections to the shop, so every file beyond that waits for one to come free:
 * few files, each with what a page needs at that moment.
 */
const browserChunks = {
  groups: [
    // Everything the entry imports (React, the router, the api-client, the layout) is needed by every page:
    // one file instead of the six shared chunks the lazy pages would cut it into.
    { name: 'shop', tags: ['$initial' as const], test: (id: string) => !schemaModules.test(id), includeDependenciesRecursively: false, priority: 2 },
    // zod and the contract's schemas in a chunk of their own, loaded with the first API request or a form
    // that checks input: left to the bundler, they join the chunk every page loads (~12 kB gzip).
    { name: 'schemas', test: schemaModules, priority: 1 },
    // What the lazy pages share (product card, price, images...) in one file: a page loads two files, not up
    // to twenty of under a kilobyte each, one connection's round trip apiece.
    { name: 'pages', test: (id: string) => !staffShared.test(id) && !notOnHome.test(id), minShareCount: 2, priority: 0 },
  ],
};

// In development the API runs separately (npm run dev); in production it serves dist itself.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/uploads', '/pay', '/dev', '/models'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), devCurrency()],
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
    // No public source maps; `vite build --sourcemap` makes them for a size or error investigation.
    sourcemap: false,
    // The server renderer (dist-server) needs no copy of the static files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserChunks } },
  },
}));
