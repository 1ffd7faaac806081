import { parse } from 'yaml';

/** A Markdown file split into its YAML front matter and its body. */
export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

const YAML_BLOCK = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function hasYamlFrontMatter(text: string): boolean {
  return /^---[ \t]*\r?\n/.test(text.replace(/^\uFEFF/, ''));
}

/**
 * The front matter as Hugo, Jekyll, Eleventy and Astro write it (YAML between `---` lines). Dates stay
 * strings (YAML's core schema); aliases are capped by the yaml library, so no "billion laughs".
 * Throws when the YAML cannot be read.
 */
export function splitFrontMatter(text: string): FrontMatterFile {
  const source = text.replace(/^\uFEFF/, '');
  const match = YAML_BLOCK.exec(source);
  if (!match) {
    if (hasYamlFrontMatter(source)) throw new Error('the front matter has no closing ---');
    return { data: {}, body: source };
  }
  const parsed: unknown = match[1]!.trim() ? parse(match[1]!, { schema: 'core', maxAliasCount: 100 }) : {};
  if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) throw new Error('the front matter is not a set of fields');
  const data: Record<string, unknown> = {};
  // Hugo reads front-matter keys case-insensitively (pubDate, heroImage stay readable in lower case).
  for (const [key, value] of Object.entries(parsed ?? {})) data[key.toLowerCase()] = value;
  return { data, body: source.slice(match[0].length) };
}
