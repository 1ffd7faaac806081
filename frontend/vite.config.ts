import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/frontend', import.meta.url));
const backend = 'http://127.0.0.1:3000';

const require = createRequire(import.meta.url);
const katexVersion = (JSON.parse(readFileSync(require.resolve('katex/package.json'), 'utf8')) as { version: string }).version;

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

/**
 * KaTeX's stylesheet and fonts, for the posts that hold formulas (backend/src/render/maths.ts), at
 * /assets/katex-<version>/ (backend/src/render/render-assets.ts names it): versioned, so cached for
 * good like the other assets. WOFF2 only, which every browser the site supports reads.
 */
function katexAssets(): Plugin {
  return {
    name: 'folio-katex-assets',
    apply: 'build',
    generateBundle() {
      const dist = path.dirname(require.resolve('katex/dist/katex.min.css'));
      const css = readFileSync(path.join(dist, 'katex.min.css'), 'utf8').replace(/,url\(fonts\/[^)]+\) format\("(?:woff|truetype)"\)/g, '');
      this.emitFile({ type: 'asset', fileName: `assets/katex-${katexVersion}/katex.min.css`, source: css });
      for (const font of readdirSync(path.join(dist, 'fonts')).filter((name) => name.endsWith('.woff2'))) {
        this.emitFile({ type: 'asset', fileName: `assets/katex-${katexVersion}/fonts/${font}`, source: readFileSync(path.join(dist, 'fonts', font)) });
      }
    },
  };
}

/** The dev server answers KaTeX's files from the package, at the addresses the build writes them to. */
function katexAssetsInDev(): Plugin {
  const prefix = `/assets/katex-${katexVersion}/`;
  return {
    name: 'folio-katex-assets-dev',
    apply: 'serve',
    configureServer(server) {
      const dist = path.dirname(require.resolve('katex/dist/katex.min.css'));
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0];
        if (!name?.startsWith(prefix)) return next();
        const file = path.join(dist, decodeURIComponent(name.slice(prefix.length)));
        if (!file.startsWith(dist + path.sep) || !existsSync(file)) return next();
        response.setHeader('Content-Type', file.endsWith('.css') ? 'text/css' : 'font/woff2');
        response.end(readFileSync(file));
      });
    },
  };
}

export default defineConfig({
  root: frontendDir,
  plugins: [react(), inlineEntryStylesheet(), katexAssets(), katexAssetsInDev()],
  // For the posts the app shows after a navigation (frontend/src/components/post-stylesheets.ts).
  define: { __FOLIO_KATEX_STYLESHEET__: JSON.stringify(`/assets/katex-${katexVersion}/katex.min.css`) },
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
