import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (npm run dev); in production it serves dist itself.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/uploads', '/pay', '/dev'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Bundled from source, each route takes only the ui components it shows (the dist is one module).
    alias: [{ find: /^@nyansa\/ui$/, replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
