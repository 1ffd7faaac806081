import { baseName, folderOf } from '../../archive/archive-paths.js';
import type { ImportedItem, SourceStatus } from '../../import-source.js';
import { oldPathsOf } from '../../old-paths.js';
import { parseSourceDate } from '../../source-dates.js';

type Fields = Record<string, unknown>;

/** Eleventy's collection names, not tags an author chose. */
const COLLECTION_TAGS = new Set(['post', 'posts']);
const JEKYLL_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** A list field as the generators allow it: a YAML list, or (Jekyll) one string of space- or comma-separated words. */
function list(value: unknown, separator: RegExp = /[,\s]+/): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value).split(separator).filter(Boolean);
}

function first(data: Fields, ...keys: string[]): unknown {
  for (const key of keys) if (data[key] !== undefined && data[key] !== null && data[key] !== '') return data[key];
  return undefined;
}

function stem(path: string): string {
  return baseName(path).replace(/\.(md|markdown|mdx)$/i, '');
}

/** Slug: the front matter's, else Jekyll's `YYYY-MM-DD-slug` file name, else a page bundle's folder, else the file name. */
function slugOf(path: string, data: Fields): string {
  const given = text(data.slug);
  if (given) return given;
  const name = stem(path);
  const jekyll = JEKYLL_NAME.exec(name);
  if (jekyll) return jekyll[4]!;
  if (name.toLowerCase() === 'index') return baseName(folderOf(path).replace(/\/$/, '')) || name;
  return name;
}

function coverOf(data: Fields): ImportedItem['coverImage'] {
  const value = first(data, 'cover', 'image', 'heroimage', 'featured_image', 'feature_image', 'images');
  const alt = text(first(data, 'image_alt', 'imagealt', 'cover_alt', 'heroimagealt')) || null;
  if (Array.isArray(value)) return text(value[0]) ? { url: text(value[0]), alt } : null;
  if (value && typeof value === 'object') {
    const object = value as Fields;
    const url = text(first(object, 'image', 'src', 'path', 'url'));
    return url ? { url, alt: text(object.alt) || alt } : null;
  }
  return text(value) ? { url: text(value), alt } : null;
}

/** The address the generator gave the page by default (harmless if the site was configured otherwise). */
function defaultPaths(path: string, slug: string, date: Date | null, categories: string[], contentRoot: string): string[] {
  const inside = path.slice(contentRoot.length);
  if (/(^|\/)_posts\//.test(inside) && date) {
    // Jekyll's default permalink, /:categories/:year/:month/:day/:title.html
    const iso = date.toISOString();
    const dated = `/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}/${slug}.html`;
    return categories.length > 0 ? [`/${categories.map((name) => name.toLowerCase()).join('/')}${dated}`, dated] : [dated];
  }
  const folders = folderOf(inside)
    .replace(/^(content|src\/content|src\/pages)\//, '')
    .split('/')
    .filter((folder) => folder && !folder.startsWith('_'));
  if (stem(path).toLowerCase() === 'index') folders.pop();
  return [`/${[...folders, slug].join('/')}/`];
}

function statusOf(path: string, data: Fields, date: Date | null): SourceStatus {
  if (data.draft === true || data.draft === 'true' || data.published === false || data.published === 'false' || data.permalink === false) return 'draft';
  if (/(^|\/)_drafts\//.test(path)) return 'draft';
  return date && date.getTime() > Date.now() ? 'scheduled' : 'published';
}

/** One Markdown file with front matter as an ImportedItem. */
export function markdownFileToItem(path: string, data: Fields, body: string, context: { contentRoot: string; siteRootDir: string }): ImportedItem {
  const warnings: string[] = [];
  const jekyll = JEKYLL_NAME.exec(stem(path));
  const date = parseSourceDate(first(data, 'date', 'pubdate', 'publishdate', 'published_at')) ?? (jekyll ? parseSourceDate(`${jekyll[1]}-${jekyll[2]}-${jekyll[3]}`) : null);
  const slug = slugOf(path, data);
  const status = statusOf(path, data, date);
  const title = text(data.title) || /^#\s+(.+)$/m.exec(body)?.[1]?.trim() || slug;
  if (!text(data.title)) warnings.push('No title in the front matter: the first heading or the file name is used');
  if (!date) warnings.push('No date in the front matter or the file name');
  if (/\{\{[<%]/.test(body)) warnings.push('Hugo shortcodes ({{< … >}}) are left as text');
  if (/\{%/.test(body)) warnings.push('Liquid tags ({% … %}) are left as text');
  if (/\.mdx$/i.test(path)) warnings.push('MDX: imports and components are left as text');
  const tags = [...list(data.tags), ...list(data.categories), ...list(data.category, /,/)].filter((tag) => !COLLECTION_TAGS.has(tag.toLowerCase()));
  const type = text(data.type) === 'page' || text(data.layout) === 'page' ? 'page' : 'post';
  const given = [...list(data.aliases, /\s+/), ...list(data.redirect_from, /\s+/), text(data.url), typeof data.permalink === 'string' && !data.permalink.includes(':') ? data.permalink : ''];
  return {
    sourceId: path,
    type,
    title,
    slug,
    status,
    publishedAt: status === 'draft' ? null : date,
    createdAt: date,
    updatedAt: parseSourceDate(first(data, 'lastmod', 'updated', 'updateddate', 'modified', 'last_modified_at')),
    tags: [...new Set(tags)],
    excerpt: text(first(data, 'description', 'summary', 'excerpt', 'subtitle')) || null,
    body: { markdown: body.replace(/^\s*\n/, '') },
    coverImage: coverOf(data),
    oldPaths: status === 'published' ? oldPathsOf([...given, ...defaultPaths(path, slug, date, list(data.categories), context.contentRoot)]) : [],
    warnings,
    baseDir: folderOf(path),
    siteRootDir: context.siteRootDir,
  };
}
