import type { ImportedItem, SourceSeo, SourceStatus } from '../../import-source.js';
import { oldPathsOf } from '../../old-paths.js';
import { parseSourceDate } from '../../source-dates.js';
import type { GhostTables } from './ghost-export.js';
import { type RenderedBody, str } from './html.js';
import { lexicalToHtml } from './lexical-to-html.js';
import { mobiledocToHtml } from './mobiledoc-to-html.js';

type Row = Record<string, unknown>;

/** Ghost writes its own address as this placeholder; the import makes such links site-relative. */
const GHOST_URL = /__GHOST_URL__/g;

export function withoutGhostUrl(text: string): string {
  return text.replace(GHOST_URL, '');
}

const STATUSES: Record<string, SourceStatus> = { published: 'published', draft: 'draft', scheduled: 'scheduled' };

function body(post: Row, warnings: string[]): ImportedItem['body'] {
  if (str(post.html).trim()) return { html: withoutGhostUrl(str(post.html)) };
  const renderers: [field: string, render: (json: string) => RenderedBody][] = [
    ['lexical', lexicalToHtml],
    ['mobiledoc', mobiledocToHtml],
  ];
  for (const [field, render] of renderers) {
    if (!str(post[field])) continue;
    try {
      const rendered = render(str(post[field]));
      warnings.push(...rendered.warnings);
      return { html: withoutGhostUrl(rendered.html) };
    } catch (error) {
      warnings.push(`The post's ${field} content could not be read (${(error as Error).message})`);
    }
  }
  // Ghost 0.x kept the author's Markdown.
  if (str(post.markdown)) return { markdown: withoutGhostUrl(str(post.markdown)) };
  if (str(post.plaintext)) return { markdown: str(post.plaintext) };
  warnings.push('The post has no content in the export');
  return { html: '' };
}

function status(post: Row, warnings: string[]): SourceStatus {
  const value = str(post.status);
  if (value === 'sent') {
    warnings.push('Sent by email only on Ghost (never on the site): imported as a draft');
    return 'draft';
  }
  const known = STATUSES[value];
  if (!known) warnings.push(`Unknown Ghost status "${value}": imported as a draft`);
  return known ?? 'draft';
}

function tags(post: Row, tables: GhostTables): string[] {
  const names = (tables.tagsByPost.get(String(post.id)) ?? [])
    .map((id) => tables.tagNames.get(id))
    .filter((tag) => tag && !tag.internal)
    .map((tag) => tag!.name);
  return [...new Set(names)];
}

/**
 * Ghost 4 and later keep the search and social fields in `posts_meta`, older exports on the post itself;
 * `canonical_url` stays on the post. Folio has one title, description and image for search and shares
 * alike: the search ones first, then Open Graph's, then Twitter's image. Undefined when there are none.
 */
function seo(post: Row, meta: Row): SourceSeo | undefined {
  const field = (...names: string[]) => {
    for (const name of names) {
      const value = str(meta[name]).trim() || str(post[name]).trim();
      if (value) return withoutGhostUrl(value);
    }
    return undefined;
  };
  const fields: SourceSeo = {
    metaTitle: field('meta_title', 'og_title'),
    metaDescription: field('meta_description', 'og_description'),
    canonicalUrl: field('canonical_url'),
    ogImageUrl: field('og_image', 'twitter_image'),
  };
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  return present.length ? Object.fromEntries(present) : undefined;
}

export function ghostPostToItem(post: Row, tables: GhostTables): ImportedItem {
  const warnings: string[] = [];
  const isPage = post.type === 'page' || post.page === true || post.page === 1;
  const meta = tables.metaByPost.get(String(post.id)) ?? {};
  const slug = str(post.slug);
  const itemStatus = status(post, warnings);
  if (post.visibility && post.visibility !== 'public') {
    warnings.push(`Visible to ${str(post.visibility)} only on Ghost: on Folio it is visible to everyone once published`);
  }
  const cover = str(post.feature_image) ? withoutGhostUrl(str(post.feature_image)) : '';
  const alt = str(meta.feature_image_alt) || str(post.feature_image_alt);
  const searchAndSocial = seo(post, meta);
  return {
    sourceId: String(post.id ?? post.uuid ?? slug),
    type: isPage ? 'page' : 'post',
    title: str(post.title),
    slug,
    status: itemStatus,
    publishedAt: parseSourceDate(post.published_at),
    createdAt: parseSourceDate(post.created_at),
    updatedAt: parseSourceDate(post.updated_at),
    tags: tags(post, tables),
    excerpt: str(post.custom_excerpt) || null,
    body: body(post, warnings),
    coverImage: cover ? { url: cover, alt: alt || null } : null,
    ...(searchAndSocial && { seo: searchAndSocial }),
    oldPaths: itemStatus === 'published' && slug ? oldPathsOf([`/${slug}/`]) : [],
    warnings,
  };
}
