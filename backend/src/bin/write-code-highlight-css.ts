import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCodeTheme, CODE_HIGHLIGHT_STYLESHEET } from '../render/code-theme.js';

/**
 * Writes the stylesheet of highlighted code (frontend/public/code-highlight.css, served at
 * /code-highlight.css) from the code themes. Run after changing them:
 * `npm run build:backend && node dist/backend/bin/write-code-highlight-css.js`; a unit test
 * (code-theme.spec.ts) fails while the committed file differs.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const target = path.join(root, CODE_HIGHLIGHT_STYLESHEET);
writeFileSync(target, buildCodeTheme().css);
console.log(`Wrote ${target}`);
