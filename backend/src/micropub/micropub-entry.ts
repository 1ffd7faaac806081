import { makeExcerpt } from '../posts/text/excerpt.js';
import { slugOfChosen } from '../posts/text/slug.js';
import { tagSlug } from '../posts/text/tag-slug.js';
import { htmlToMarkdown } from '../render/html-to-markdown.js';
import { escapeHtml } from '../site/html.js';
import { MicropubError } from './micropub-error.js';
import type { MicropubCommand, Properties } from './micropub-request.js';

/**
 * How an h-entry and a Folio post map onto each other: one pure mapping, read both ways (create reads
 * the request's properties, update compares a post's properties before and after its operations).
 */

/** The properties Folio maps onto a post; anything else is refused by name, never dropped. */
export const ENTRY_PROPERTIES = ['name', 'content', 'summary', 'category', 'photo', 'post-status', 'published', 'mp-slug', 'mp-syndicate-to'] as const;
const KNOWN = new Set<string>(ENTRY_PROPERTIES);

/** A note (no `name`) is titled by its first words, at most this many characters. */
export const NOTE_TITLE_LENGTH = 60;
export const UNTITLED_NOTE = 'Untitled note';

/** Folio's post fields, by their API names, that an entry sets. */
export interface PostFields {
  title: string;
  content_text: string;
  excerpt: string | null;
  tags: string[];
  status: 'draft' | 'published' | 'scheduled';
  published_at: string | null;
  slug?: string;
  cover_image_url: string | null;
  cover_image_alt: string | null;
}

/** What of a post the mapping reads (a PostEntity has it). */
export interface EntryPost {
  title: string;
  slug: string;
  contentText: string;
  contentHtml: string;
  excerpt: string;
  excerptIsCustom: boolean;
  status: 'draft' | 'published' | 'scheduled';
  publishedAt: Date | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  tags?: Array<{ name: string }>;
}

/** A stored photo: a URL Folio accepts for a cover (its own `/uploads/…` path or an absolute URL) and its alt text. */
export interface PhotoValue {
  value: string;
  alt?: string;
}

/** The names of the properties (and `mp-` commands) in `names` that Folio does not map, refused with a 400. */
export function refuseUnknownProperties(names: Iterable<string>): void {
  const unknown = [...new Set(names)].filter((name) => !KNOWN.has(name));
  if (!unknown.length) return;
  const commands = unknown.filter((name) => name.startsWith('mp-'));
  const properties = unknown.filter((name) => !name.startsWith('mp-'));
  const said = [
    properties.length ? `Folio does not store the properties ${properties.slice(0, 10).join(', ')}` : '',
    commands.length ? `does not know the commands ${commands.slice(0, 10).join(', ')}` : '',
  ].filter(Boolean);
  throw MicropubError.invalid(`${said.join(' and ')}. It maps ${ENTRY_PROPERTIES.join(', ')}; nothing was changed`);
}

/** Every property name an update's operations touch. */
export function namesOfUpdate(command: Extract<MicropubCommand, { action: 'update' }>): string[] {
  const removed = Array.isArray(command.delete) ? command.delete : Object.keys(command.delete);
  return [...Object.keys(command.replace), ...Object.keys(command.add), ...removed];
}

/**
 * Plain text kept as the writer typed it: each character stands for itself (a leading `#tag` is no
 * heading, `*` no emphasis). It becomes HTML text (a blank line ends a paragraph, a line break stays)
 * and goes through the same HTML→Markdown converter as HTML content, whose escaping makes it literal.
 */
export function plainTextToMarkdown(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const html = paragraphs.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`).join('');
  return htmlToMarkdown(html).markdown;
}

/**
 * `content` as Markdown: a string is plain text; `{ html }` (Micropub's, 3.2.1) is converted;
 * `{ markdown }` is taken as it is (Folio's own, for clients that write Markdown). The parsed
 * microformats shape `{ value, html }` reads as its HTML.
 */
export function contentToMarkdown(content: unknown): string {
  if (typeof content === 'string') return plainTextToMarkdown(content);
  const value = (content ?? {}) as Record<string, unknown>;
  if (typeof value.markdown === 'string') return value.markdown;
  if (typeof value.html === 'string') return htmlToMarkdown(value.html).markdown;
  if (typeof value.value === 'string') return plainTextToMarkdown(value.value);
  throw MicropubError.invalid('content must be text, { "html": "…" } or { "markdown": "…" }');
}

/** The first words of a note's text, for its title: the first line with text, without Markdown's marks. */
export function noteTitle(markdown: string): string {
  const line = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .split('\n')
    .map((text) => text.replace(/\\(.)/g, '$1').replace(/^\s*(?:[#>*+-]+|\d+[.)])\s+/, '').replace(/[*_`~]/g, '').trim())
    .find(Boolean);
  return line ? makeExcerpt(line, NOTE_TITLE_LENGTH) : UNTITLED_NOTE;
}

function single(properties: Properties, name: string): unknown {
  const values = properties[name];
  if (!values || values.length === 0) return undefined;
  if (values.length > 1) throw MicropubError.invalid(`${name} takes one value, not ${values.length}`);
  return values[0];
}

function text(properties: Properties, name: string): string | undefined {
  const value = single(properties, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw MicropubError.invalid(`${name} must be text`);
  return value.trim();
}

function publishedDate(properties: Properties): Date | undefined {
  const value = text(properties, 'published');
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) {
    throw MicropubError.invalid(`published must be an ISO 8601 date and time, e.g. 2026-05-01T07:00:00Z (not "${value.slice(0, 40)}")`);
  }
  return date;
}

function photosOf(properties: Properties): PhotoValue[] {
  return (properties.photo ?? []).map((photo) => {
    if (typeof photo === 'string') return { value: photo };
    const { value, alt } = (photo ?? {}) as Record<string, unknown>;
    if (typeof value !== 'string' || (alt !== undefined && typeof alt !== 'string')) throw MicropubError.invalid('photo must be a URL, or { "value": URL, "alt": text }');
    return alt ? { value, alt } : { value };
  });
}

const imageMarkdown = (photo: PhotoValue) => `![${(photo.alt ?? '').replace(/[[\]\\]/g, '\\$&')}](<${photo.value}>)`;

/**
 * The post an entry's properties describe, at `now`. The first photo is the post's cover; on create
 * (`morePhotos: 'append'`) any further ones follow the text as images, on update a second one is
 * refused (a post has one cover). A published entry dated in the future is scheduled.
 */
export function postFields(properties: Properties, now: Date, morePhotos: 'append' | 'refuse'): PostFields {
  const syndicateTo = properties['mp-syndicate-to'] ?? [];
  if (syndicateTo.length) throw MicropubError.invalid('Folio syndicates nowhere (q=syndicate-to lists no targets): leave mp-syndicate-to out');
  const content = single(properties, 'content');
  if (content === undefined) throw MicropubError.invalid('content is required: a Folio post needs text (a photo\'s caption will do)');
  const photos = photosOf(properties);
  if (photos.length > 1 && morePhotos === 'refuse') throw MicropubError.invalid('A post has one photo, its cover: send at most one photo in an update');
  const body = [contentToMarkdown(content).trim(), ...photos.slice(1).map(imageMarkdown)].filter(Boolean).join('\n\n');
  if (!body) throw MicropubError.invalid('content must not be blank');
  const status = text(properties, 'post-status') ?? 'published';
  if (status !== 'published' && status !== 'draft') throw MicropubError.invalid(`post-status must be published or draft, not "${status.slice(0, 40)}"`);
  const published = publishedDate(properties);
  const tags = (properties.category ?? []).map((tag) => {
    if (typeof tag !== 'string') throw MicropubError.invalid('Each category must be text');
    return tag.trim();
  });
  const slug = text(properties, 'mp-slug');
  return {
    title: text(properties, 'name') || noteTitle(body),
    content_text: body,
    excerpt: text(properties, 'summary') || null,
    tags,
    status: status === 'published' && published && published.getTime() > now.getTime() ? 'scheduled' : status,
    published_at: published ? published.toISOString() : null,
    ...(slug ? { slug: slugOfChosen(slug) } : {}),
    cover_image_url: photos[0]?.value ?? null,
    cover_image_alt: photos[0]?.alt ?? null,
  };
}

/** A post as the properties an update works on (content as its Markdown, the cover as its photo). */
export function postProperties(post: EntryPost): Properties {
  const properties: Properties = {
    name: [post.title],
    content: [{ markdown: post.contentText }],
    category: (post.tags ?? []).map((tag) => tag.name),
    'post-status': [post.status === 'draft' ? 'draft' : 'published'],
    'mp-slug': [post.slug],
  };
  if (post.excerptIsCustom) properties.summary = [post.excerpt];
  if (post.publishedAt) properties.published = [post.publishedAt.toISOString()];
  if (post.coverImageUrl) properties.photo = [post.coverImageAlt ? { value: post.coverImageUrl, alt: post.coverImageAlt } : post.coverImageUrl];
  return properties;
}

/** How two values of a property are the same one (for `delete` of a value): tags by their slug, photos by URL. */
function sameKey(name: string, value: unknown, siteUrl: string): string {
  if (name === 'category' && typeof value === 'string') return tagSlug(value);
  if (name === 'photo') {
    const url = typeof value === 'string' ? value : String((value as PhotoValue)?.value);
    return url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url;
  }
  return JSON.stringify(value);
}

/** The properties after an update's replace, add and delete (W3C Micropub 3.3.1-3.3.3), in that order. */
export function updatedProperties(before: Properties, command: Extract<MicropubCommand, { action: 'update' }>, siteUrl: string): Properties {
  const after: Properties = { ...before };
  for (const [name, values] of Object.entries(command.replace)) after[name] = values;
  for (const [name, values] of Object.entries(command.add)) after[name] = [...(after[name] ?? []), ...values];
  if (Array.isArray(command.delete)) for (const name of command.delete) delete after[name];
  else {
    for (const [name, values] of Object.entries(command.delete)) {
      const removed = new Set(values.map((value) => sameKey(name, value, siteUrl)));
      const kept = (after[name] ?? []).filter((value) => !removed.has(sameKey(name, value, siteUrl)));
      if (kept.length) after[name] = kept;
      else delete after[name];
    }
  }
  return after;
}

/**
 * The fields an update changes: the post's fields read from its properties before and after, the
 * ones that differ. A note whose name is deleted is titled by its first words again.
 */
export function changedFields(before: Properties, after: Properties, now: Date): Partial<PostFields> {
  if (!after.content?.length) throw MicropubError.invalid('content cannot be deleted: a Folio post needs text. Replace it instead');
  const was = postFields(before, now, 'append');
  const will = postFields(after, now, 'refuse');
  const changed: Partial<PostFields> = {};
  for (const key of Object.keys(will) as Array<keyof PostFields>) {
    if (JSON.stringify(was[key]) !== JSON.stringify(will[key])) (changed as Record<string, unknown>)[key] = will[key];
  }
  return changed;
}

/** q=source (3.4.3): the post as an h-entry; its content as HTML (what every client reads) and as Folio's Markdown. */
export function sourceOf(post: EntryPost, url: string, siteUrl: string, wanted?: string[]): Record<string, unknown> {
  const properties = postProperties(post);
  properties.content = [{ html: post.contentHtml, markdown: post.contentText }];
  if (!post.excerptIsCustom) delete properties.summary;
  if (properties.photo) {
    properties.photo = properties.photo.map((photo) => {
      const absolute = (value: string) => (value.startsWith('/') ? `${siteUrl}${value}` : value);
      return typeof photo === 'string' ? absolute(photo) : { ...(photo as PhotoValue), value: absolute((photo as PhotoValue).value) };
    });
  }
  properties.url = [url];
  if (!wanted?.length) return { type: ['h-entry'], properties };
  return { properties: Object.fromEntries(Object.entries(properties).filter(([name]) => wanted.includes(name))) };
}
