import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (npm run dev); in production it serves dist itself.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/uploads', '/pay', '/dev'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
