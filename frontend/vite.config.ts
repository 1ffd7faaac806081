import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frontend', import.meta.url));
const backend = 'http://127.0.0.1:3000';

/** Paths the NestJS server answers; the dev server forwards them so the SPA runs against a real API. */
const proxied = ['/api', '/healthz', '/docs', '/docs-json', '/__debug', '/uploads'];

export default defineConfig({
  root: frontendDir,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
});
