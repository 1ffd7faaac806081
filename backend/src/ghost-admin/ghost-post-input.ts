import { lexicalToHtml } from '../transfer/importers/ghost/lexical-to-html.js';
import { mobiledocToHtml } from '../transfer/importers/ghost/mobiledoc-to-html.js';
import { GhostError } from './ghost-errors.js';
import { siteRelativeUpload, siteRelativeUploadsIn } from './ghost-post.mapper.js';

/** What Ghost 5 calls a post's fields, read or written: an app may send any back (an edit often sends the post it read). */
const GHOST_POST_FIELDS = new Set([
  'id', 'uuid', 'title', 'slug', 'html', 'lexical', 'mobiledoc', 'markdown', 'plaintext', 'comment_id', 'feature_image', 'feature_image_alt',
  'feature_image_caption', 'featured', 'status', 'locale', 'visibility', 'email_segment', 'created_at', 'created_by', 'updated_at', 'updated_by',
  'published_at', 'published_by', 'custom_excerpt', 'excerpt', 'codeinjection_head', 'codeinjection_foot', 'custom_template', 'canonical_url',
  'newsletter_id', 'show_title_and_feature_image', 'tags', 'authors', 'primary_author', 'primary_tag', 'tiers', 'url', 'reading_time', 'og_image',
  'og_title', 'og_description', 'twitter_image', 'twitter_title', 'twitter_description', 'meta_title', 'meta_description', 'email_subject',
  'frontmatter', 'email_only', 'newsletter', 'email', 'count', 'type', 'page', 'post_revisions', 'send_email_when_published', 'sentiment',
]);

const GHOST_STATUSES = ['draft', 'published', 'scheduled'] as const;

/** Refusals of a write: Ghost's 422, naming the field; nothing is saved. */
export const invalidPost = (property: string, message: string) => new GhostError('ValidationError', `Validation error, cannot save post. ${message}`, null, property);

/** The one post of `{ posts: [ { … } ] }`, every field one Ghost knows. */
export function thePostOf(body: unknown): Record<string, unknown> {
  const posts = (body as { posts?: unknown } | null | undefined)?.posts;
  if (!Array.isArray(posts) || posts.length !== 1 || !posts[0] || typeof posts[0] !== 'object' || Array.isArray(posts[0])) {
    throw new GhostError('ValidationError', 'No root key (\'posts\') provided: send { "posts": [ { … } ] } with one post', null, 'posts');
  }
  const post = posts[0] as Record<string, unknown>;
  const unknown = Object.keys(post).find((key) => !GHOST_POST_FIELDS.has(key));
  if (unknown !== undefined) throw invalidPost(unknown, `"${unknown.slice(0, 50)}" is not a field of a post`);
  return post;
}

/** The body of a post as the app sent it: HTML (to become Markdown) or Markdown; undefined when none was sent. */
export type SentBody = { html: string } | { markdown: string };

/**
 * Ghost reads `html` only with `?source=html`, as Ghost does (an app sending back the post it read
 * must not have its text rebuilt from HTML); otherwise `lexical`, then `mobiledoc` (Ghost's editor
 * formats, drawn as HTML by the Ghost importer's converters), then `markdown` (sent by a few apps).
 * Uploads of this site named by their full address become /uploads/ paths.
 */
export function sentBody(post: Record<string, unknown>, source: unknown, siteUrl: string): SentBody | undefined {
  const relative = (html: string) => ({ html: siteRelativeUploadsIn(siteUrl, html) });
  if (source === 'html' && post.html !== undefined && post.html !== null) {
    if (typeof post.html !== 'string') throw invalidPost('html', 'html must be a string');
    return relative(post.html);
  }
  for (const [field, toHtml] of [['lexical', lexicalToHtml], ['mobiledoc', mobiledocToHtml]] as const) {
    const value = post[field];
    if (value === undefined || value === null) continue;
    let json: string;
    if (typeof value === 'string') json = value;
    else if (typeof value === 'object') json = JSON.stringify(value);
    else throw invalidPost(field, `${field} must be the editor's JSON, as a string`);
    try {
      return relative(toHtml(json).html);
    } catch (error) {
      throw invalidPost(field, `${field} could not be read: ${(error as Error).message}`);
    }
  }
  if (post.markdown !== undefined && post.markdown !== null) {
    if (typeof post.markdown !== 'string') throw invalidPost('markdown', 'markdown must be a string');
    return { markdown: post.markdown.split(`${siteUrl}/uploads/`).join('/uploads/') };
  }
  return undefined;
}

function optionalString(post: Record<string, unknown>, field: string): string | null | undefined {
  const value = post[field];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw invalidPost(field, `${field} must be a string`);
  return value;
}

/** Tags by name, as strings or `{ name }` / `{ slug }` objects (Ghost creates a tag it does not know). */
export function tagNamesOf(tags: unknown): string[] {
  if (!Array.isArray(tags)) throw invalidPost('tags', 'tags must be a list of tags');
  return tags.map((tag) => {
    if (typeof tag === 'string') return tag;
    const { name, slug } = (tag ?? {}) as { name?: unknown; slug?: unknown };
    if (typeof name === 'string' && name.trim()) return name;
    if (typeof slug === 'string' && slug.trim()) return slug;
    throw invalidPost('tags', 'each tag needs a name (or a slug)');
  });
}

/**
 * The fields of Folio's post (CreatePostDto / UpdatePostDto, but the body) that a Ghost post sets:
 * only those the app sent, so that an edit changes nothing else. The content comes apart (sentBody).
 */
export function folioFieldsOf(post: Record<string, unknown>, siteUrl: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const copy = (from: string, to: string, convert: (value: string) => string = (value) => value) => {
    const value = optionalString(post, from);
    if (value !== undefined) fields[to] = value === null ? null : convert(value);
  };
  copy('title', 'title');
  copy('slug', 'slug');
  copy('custom_excerpt', 'excerpt');
  copy('meta_title', 'meta_title');
  copy('meta_description', 'meta_description');
  copy('canonical_url', 'canonical_url');
  copy('feature_image', 'cover_image_url', (url) => siteRelativeUpload(siteUrl, url));
  copy('feature_image_alt', 'cover_image_alt');
  copy('og_image', 'og_image_url', (url) => siteRelativeUpload(siteUrl, url));
  if (post.status !== undefined) {
    if (!(GHOST_STATUSES as readonly unknown[]).includes(post.status)) {
      throw invalidPost('status', `status must be one of ${GHOST_STATUSES.join(', ')}${post.status === 'sent' ? ' (Folio does not send posts by email only)' : ''}`);
    }
    fields.status = post.status;
  }
  if (post.published_at !== undefined) {
    if (post.published_at !== null && typeof post.published_at !== 'string') throw invalidPost('published_at', 'published_at must be a date and time');
    fields.published_at = post.published_at;
  }
  if (post.tags !== undefined && post.tags !== null) fields.tags = tagNamesOf(post.tags);
  return fields;
}
