import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frontend', import.meta.url));
const backend = 'http://127.0.0.1:3000';

/** Paths the NestJS server answers; the dev server forwards them so the SPA runs against a real API. */
const proxied = ['/api', '/healthz', '/docs', '/docs-json', '/__debug', '/uploads'];

/**
 * The stylesheet of the entry (the whole public site's CSS, about 4 kB compressed) goes into
 * index.html as a <style> element: the first paint waits for no request. The CSP allows inline
 * styles (style-src 'self' 'unsafe-inline'); scripts stay files. The admin screens' CSS stays in
 * their own lazy chunks.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'folio-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit`);
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`${fileName} contains "</style": it cannot be inlined`);
          delete bundle[fileName];
          return `\n    <style>${css}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  root: frontendDir,
  plugins: [react(), inlineEntryStylesheet()],
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
