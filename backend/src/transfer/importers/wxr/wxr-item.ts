import { decodeEntities } from '../../html-entities.js';
import type { ImportedItem, SourceStatus } from '../../import-source.js';
import { oldPathsOf } from '../../old-paths.js';
import { parseSourceDate } from '../../source-dates.js';
import { MAX_GALLERY_IMAGES } from '../../../render/gallery-markdown.js';
import { expandShortcodes, type WxrAttachment } from './shortcodes.js';
import { wpautop } from './wpautop.js';
import type { WxrChannel, WxrRecord } from './wxr-reader.js';

/** What WordPress statuses become; trash, auto-draft and inherit are not content and are skipped. */
const STATUSES: Record<string, { status: SourceStatus; warning?: string }> = {
  publish: { status: 'published' },
  future: { status: 'scheduled' },
  draft: { status: 'draft' },
  pending: { status: 'draft', warning: 'Pending review on WordPress: imported as a draft' },
  private: { status: 'draft', warning: 'Private on WordPress: imported as a draft' },
};
export const SKIPPED_STATUSES = new Set(['trash', 'auto-draft', 'inherit']);
const TAG_DOMAINS = new Set(['category', 'post_tag']);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

function oldPaths(record: WxrRecord, channel: WxrChannel, type: 'post' | 'page'): string[] {
  const field = (name: string) => record.fields.get(name)?.trim() ?? '';
  const base = pathOf(channel.baseBlogUrl || channel.link);
  const id = field('wp:post_id');
  const name = field('wp:post_name');
  // Permalinks use the site's local date (wp:post_date), not the GMT one.
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(field('wp:post_date')) ?? [];
  const dated = type === 'post' && name && year && year !== '0000' ? [`${base}/${year}/${month}/${day}/${name}/`, `${base}/${year}/${month}/${name}/`] : [];
  const byId = id ? [type === 'post' ? `${base}/?p=${id}` : `${base}/?page_id=${id}`] : [];
  return oldPathsOf([...dated, ...byId, field('link')]);
}

function body(record: WxrRecord, attachments: ReadonlyMap<string, WxrAttachment>, warnings: string[]): string {
  const content = record.fields.get('content:encoded') ?? '';
  const expanded = expandShortcodes(content, attachments, record.fields.get('wp:post_id')?.trim() ?? '');
  warnings.push(...expanded.warnings);
  for (const images of blockGalleryImageCounts(content)) {
    if (images > MAX_GALLERY_IMAGES) warnings.push(`A WordPress gallery of ${images} images: the first ${MAX_GALLERY_IMAGES} are kept, the most one gallery holds`);
  }
  return wpautop(expanded.html);
}

/** How many images each block gallery holds, in one pass (a gallery left open ends the search: no rescanning). */
function blockGalleryImageCounts(content: string): number[] {
  const counts: number[] = [];
  for (let start = content.indexOf('<!-- wp:gallery'); start !== -1; ) {
    const end = content.indexOf('<!-- /wp:gallery -->', start);
    if (end === -1) break;
    counts.push(content.slice(start, end).match(/<img\b/gi)?.length ?? 0);
    start = content.indexOf('<!-- wp:gallery', end);
  }
  return counts;
}

/** A title as text: WordPress stores it as HTML (`<em>`, `&amp;`). */
function plainTitle(title: string): string {
  return decodeEntities(title.replace(/<\/?[a-z][^<>]*>/gi, '')).replace(/\s+/g, ' ').trim();
}

/** A WXR item of type post or page as an ImportedItem; `attachments` maps attachment ids to their files. */
export function wxrRecordToItem(record: WxrRecord, channel: WxrChannel, attachments: ReadonlyMap<string, WxrAttachment>): ImportedItem {
  const field = (name: string) => record.fields.get(name)?.trim() ?? '';
  const warnings: string[] = [];
  const type = field('wp:post_type') === 'page' ? 'page' : 'post';
  const rawStatus = field('wp:status');
  const mapped = STATUSES[rawStatus] ?? { status: 'draft' as const, warning: `Unknown WordPress status "${rawStatus}": imported as a draft` };
  let status = mapped.status;
  if (mapped.warning) warnings.push(mapped.warning);
  if (field('wp:post_password') && status !== 'draft') {
    warnings.push('Password-protected on WordPress: imported as a draft, since Folio has no passwords on posts');
    status = 'draft';
  }
  const date = parseSourceDate(field('wp:post_date_gmt')) ?? parseSourceDate(field('wp:post_date'));
  const tags = record.categories
    .filter((category) => TAG_DOMAINS.has(category.domain) && category.name && category.nicename !== 'uncategorized')
    .map((category) => decodeEntities(category.name));
  const thumbnail = attachments.get(record.postmeta.get('_thumbnail_id')?.trim() ?? '')?.url;
  return {
    sourceId: field('wp:post_id') || field('guid') || field('link'),
    type,
    title: plainTitle(field('title')),
    // WordPress stores a non-Latin slug percent-encoded (`%ce%b5…`): Folio keeps its letters.
    slug: safeDecode(field('wp:post_name')).normalize('NFC'),
    status,
    publishedAt: status === 'draft' && rawStatus !== 'private' ? null : date,
    createdAt: date,
    updatedAt: parseSourceDate(field('wp:post_modified_gmt')) ?? parseSourceDate(field('wp:post_modified')),
    tags: [...new Set(tags)],
    excerpt: field('excerpt:encoded') || null,
    body: { html: body(record, attachments, warnings) },
    coverImage: thumbnail ? { url: thumbnail, alt: null } : null,
    oldPaths: rawStatus === 'publish' ? oldPaths(record, channel, type) : [],
    warnings,
  };
}
