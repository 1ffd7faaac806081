import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, removeTempDir } from './temp-dir.js';

/**
 * A built SPA in miniature, the same shape Vite writes to dist/frontend: `npm test` builds only the
 * backend, so suites that need pages served point FRONTEND_DIST at one of these.
 */
export function writeFrontendBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="folio:site-name" content="Folio"><title>Folio</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("folio")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

/** A temporary miniature build and the way to remove it. */
export function temporaryFrontendBuild(): { dir: string; remove: () => void } {
  const dir = makeTempDir('spa');
  writeFrontendBuild(dir);
  return { dir, remove: () => removeTempDir(dir) };
}
