import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const MAP_HEADING = '## Map of the modules';
/** The folders each of which must have its line in the map, from the repository root. */
const MAPPED_PARENTS = ['backend/src', 'frontend/src', 'frontend/src/features'];

/** The README's map: from its heading to the next heading of the same level (its ### parts inside). */
function mapSection(): string {
  const start = readme.indexOf(`\n${MAP_HEADING}\n`);
  if (start < 0) throw new Error(`README.md has no "${MAP_HEADING}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The folders the map names: each on a line of its own, `- \`<parent>/<name>/\`: what it owns`. */
function mappedFolders(): string[] {
  return [...mapSection().matchAll(/^- `([^`]+)\/`: \S/gm)].map((match) => match[1]);
}

function foldersOnDisk(): string[] {
  return MAPPED_PARENTS.flatMap((parent) =>
    readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`),
  );
}

/** Markdown text without its fenced code blocks, where a `#` starts no heading and a `](…)` is no link. */
const withoutFences = (text: string) => text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
/** …and without inline code either. */
const withoutCode = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, '');

/** Every relative link target of a Markdown file (no scheme, not from the site's root), as written. */
function relativeLinks(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = withoutFences(readFileSync(file, 'utf8'));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

/** Links of `file` (from the root) whose file or heading does not exist. */
function brokenLinks(file: string): string[] {
  const from = path.join(repoRoot, file);
  return relativeLinks(readFileSync(from, 'utf8')).filter((target) => {
    const [pathPart, anchor] = target.split('#');
    const resolved = pathPart === '' ? from : path.resolve(path.dirname(from), decodeURI(pathPart));
    if (!existsSync(resolved)) return true;
    return anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor);
  });
}

const docsPages = readdirSync(path.join(repoRoot, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

describe("README.md's map of the modules", () => {
  it('names every folder of backend/src, frontend/src and frontend/src/features once, and no other', () => {
    const mapped = mappedFolders();
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.filter((folder, index) => mapped.indexOf(folder) !== index)).toEqual([]);
    expect([...mapped].sort()).toEqual(foldersOnDisk().sort());
  });
});

describe("README.md's links and the docs pages", () => {
  it('links every page of docs/', () => {
    const linked = new Set(relativeLinks(readme).map((target) => target.split('#')[0]));
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it.each(['README.md', ...docsPages])('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
