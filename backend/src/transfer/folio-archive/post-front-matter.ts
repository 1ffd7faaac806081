import { parse, stringify } from 'yaml';
import type { PostEntity } from '../../posts/post.entity.js';

/** A post as the export reads it: its row and its tags' names. */
export type ExportablePost = Omit<PostEntity, 'tags'> & { tags: string[] };

interface FrontMatterField {
  /** The key in the file: Hugo's name where Hugo has one (title, slug, date, draft, tags, description), else the API's. */
  key: string;
  read: (post: ExportablePost) => unknown;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Every field of a post in the export, in the order written. A field posts gain is added here, and
 * only here: the export writes it and the Folio importer passes it on (ImportedItem.extra).
 */
export const FRONT_MATTER_FIELDS: readonly FrontMatterField[] = [
  { key: 'title', read: (post) => post.title },
  { key: 'slug', read: (post) => post.slug },
  { key: 'type', read: (post) => post.type },
  { key: 'status', read: (post) => post.status },
  // Hugo builds a post only when it is not a draft (a scheduled one is not live yet either).
  { key: 'draft', read: (post) => post.status !== 'published' },
  { key: 'date', read: (post) => iso(post.publishedAt) },
  { key: 'created_at', read: (post) => iso(post.createdAt) },
  { key: 'updated_at', read: (post) => iso(post.updatedAt) },
  { key: 'tags', read: (post) => post.tags },
  { key: 'description', read: (post) => post.excerpt },
  { key: 'excerpt_is_custom', read: (post) => post.excerptIsCustom },
  { key: 'cover_image_url', read: (post) => post.coverImageUrl },
  { key: 'cover_image_alt', read: (post) => post.coverImageAlt },
  { key: 'meta_title', read: (post) => post.metaTitle },
  { key: 'meta_description', read: (post) => post.metaDescription },
  { key: 'canonical_url', read: (post) => post.canonicalUrl },
  { key: 'noindex', read: (post) => post.noindex },
  { key: 'og_image_url', read: (post) => post.ogImageUrl },
  // Written for the record; an import never emails anyone, so the importer leaves it false.
  { key: 'send_email', read: (post) => post.sendEmail },
];

const DELIMITER = '---\n';

/**
 * The post's file: front matter between `---` lines, then the Markdown exactly as written. A field
 * without a value is left out (Hugo refuses `date: null`); a reader takes a missing field for null.
 */
export function postToMarkdown(post: ExportablePost): string {
  const fields = Object.fromEntries(
    FRONT_MATTER_FIELDS.map((field) => [field.key, field.read(post)]).filter(([, value]) => value !== null && value !== undefined),
  );
  // lineWidth 0: no folded lines, so every value reads back exactly as it was.
  return `${DELIMITER}${stringify(fields, { lineWidth: 0 })}${DELIMITER}${post.contentText}`;
}

export interface ParsedPostFile {
  fields: Record<string, unknown>;
  markdown: string;
}

/** Splits a post's file into its front matter and its Markdown; null when it has no front matter. */
export function parsePostMarkdown(text: string): ParsedPostFile | null {
  const normalised = text.startsWith('---\r\n') ? text.replace(/^---\r\n/, DELIMITER) : text;
  if (!normalised.startsWith(DELIMITER)) return null;
  const end = normalised.search(/\n---\r?\n/);
  if (end < 0) return null;
  const yaml = normalised.slice(DELIMITER.length, end + 1);
  const closing = normalised.slice(end + 1).match(/^---\r?\n/)![0];
  const fields: unknown = parse(yaml || '{}');
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return null;
  return { fields: fields as Record<string, unknown>, markdown: normalised.slice(end + 1 + closing.length) };
}
