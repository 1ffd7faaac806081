import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock.js';
import type { PostEntity, PostStatus, PostType } from '../../posts/post.entity.js';
import type { ImportedPost } from '../../posts/imported-post.js';
import { PostsService } from '../../posts/posts.service.js';
import { isReservedSlug, slugOfPost } from '../../posts/text/slug.js';
import { CONTENT_MAX, isImageUrl, TAGS_MAX, TITLE_MAX } from '../../posts/posts.dto.js';
import { pageSlugOfPath, postSlugOfPath } from '../../redirects/post-addresses.js';
import { checkFrom, pathOfKey } from '../../redirects/redirect-paths.js';
import { RedirectsService } from '../../redirects/redirects.service.js';
import { unknownEmbedsWarning } from '../../render/embeds/embed-turndown.js';
import { RenderService } from '../../render/render.service.js';
import { decodeEntities } from '../html-entities.js';
import type { ImportedItem, ImportFormat, SourceStatus } from '../import-source.js';
import type { ImportReport, ItemOutcome } from './import-report.js';
import { nestsDeeperThan } from './html-nesting.js';
import { type ImageImportContext, ImportImages } from './import-images.js';
import { importedSeo } from './imported-seo.js';
import { ImportsRepository } from './imports.repository.js';

const MAX_TAG_LENGTH = 50;
const MAX_EXCERPT_LENGTH = 500;
/**
 * The longest body converted or scanned for images: markup makes HTML several times longer than its
 * Markdown, so five times what a post may hold. A longer one could only be refused after its
 * conversion, which held hundreds of megabytes for a 10 MB post.
 */
const MAX_SOURCE_BODY = 5 * CONTENT_MAX;
/** The converter to Markdown recurses once per level of nesting; no written post comes near this. */
const MAX_SOURCE_NESTING = 500;

/** Why the item's body is refused before any work is spent on it; undefined when it is not. */
function bodyProblem(body: ImportedItem['body']): string | undefined {
  const [kind, text] = 'html' in body ? ['HTML', body.html] : ['Markdown', body.markdown];
  if (text.length > MAX_SOURCE_BODY) {
    return (
      `its ${kind} is ${text.length.toLocaleString('en')} characters long; Folio imports bodies of at most ` +
      `${MAX_SOURCE_BODY.toLocaleString('en')} characters (a post holds at most ${CONTENT_MAX.toLocaleString('en')})`
    );
  }
  if (kind === 'HTML' && nestsDeeperThan(text, MAX_SOURCE_NESTING)) return `its HTML nests elements more than ${MAX_SOURCE_NESTING} deep`;
  return undefined;
}

/** An excerpt is text: WordPress's, written as HTML, loses its tags and entities. */
function plainExcerpt(excerpt: string | null, format: ImportFormat): string | null {
  const text = excerpt && format === 'wordpress' ? decodeEntities(excerpt.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim() : (excerpt?.trim() ?? '');
  return text ? text.slice(0, MAX_EXCERPT_LENGTH) : null;
}

/** What one import run knows while it writes items. */
export interface ImportRunContext {
  importId: string;
  format: ImportFormat;
  dryRun: boolean;
  report: ImportReport;
  images: ImageImportContext;
  /** Slugs this run has given (in a dry run, nothing is written to tell them apart). */
  claimedSlugs: Set<string>;
  /** Slugs of posts the real run removes before its first item (the untouched sample stories): free in a dry run too. */
  vacatedSlugs: ReadonlySet<string>;
  /** Source keys this run has written (or, dry, would have). */
  committedKeys: Set<string>;
  /**
   * What this run's redirects have met so far, for a dry run to say what the real one will (it writes
   * nothing for the next items to run into): each old path (stored form) it redirects → its target, and
   * the published posts and pages it gives an address (slug → title and type).
   */
  redirected: Map<string, string>;
  publishedSlugs: Map<string, { title: string; type: PostType }>;
  /** Where each item published by this run (or, dry, that would be) is read, by its sourceId: menus link to them. */
  addresses: Map<string, { url: string; title: string }>;
}

/** An item planned: left alone (and why), or written with its prepared post. */
export type ItemPlan = { item: ImportedItem } & (
  | { kind: 'resumed'; current: PostEntity; outcome: 'created' | 'updated' }
  | { kind: 'unchanged' | 'edited'; current: PostEntity }
  | { kind: 'present'; slug: string }
  | { kind: 'write'; current: PostEntity | null; key: string; hash: string; post: ImportedPost; imagesImported: number; warnings: string[] }
);

/** A scheduled item stays scheduled while its time is ahead; one whose time has passed, or that has none, waits as a draft. */
function folioStatus(status: SourceStatus, publishedAt: Date | null, now: Date): { status: PostStatus; note?: string } {
  switch (status) {
    case 'published':
      return { status: 'published' };
    case 'draft':
      return { status: 'draft' };
    case 'scheduled':
      if (publishedAt && publishedAt.getTime() > now.getTime()) return { status: 'scheduled' };
      return { status: 'draft', note: 'Scheduled on the old site: imported as a draft (schedule it again in Folio)' };
    case 'private':
      return { status: 'draft', note: 'Private on the old site: imported as a draft' };
  }
}

/** Where an imported post or page is read once written, and whether it is public. */
interface PublishedAddress {
  slug: string;
  title: string;
  status: PostStatus;
  type: PostType;
}

/** The post or page this run published whose address `path` is (`/blog/{slug}` and `/stories/{slug}` a post's, `/{slug}` a page's). */
function ownerOf(path: string, run: ImportRunContext): { slug: string; title: string; type: PostType } | undefined {
  for (const [slug, type] of [[postSlugOfPath(path), 'post'], [pageSlugOfPath(path), 'page']] as const) {
    const published = slug === undefined ? undefined : run.publishedSlugs.get(slug);
    if (published?.type === type) return { slug: slug!, ...published };
  }
  return undefined;
}

/** Where readers find a published post or page, for the links of an imported menu. */
function addressOf({ slug, title, type }: { slug: string; title: string; type: PostType }): { url: string; title: string } {
  return { url: `${type === 'page' ? '' : '/blog'}/${encodeURIComponent(slug)}`, title };
}

/** Same source, same slug: the same item (WordPress ids repeat from one site to the next). */
function sourceKey(format: ImportFormat, item: ImportedItem): string {
  return `${format}:${item.sourceId}:${item.slug}`;
}

function sourceHash(item: ImportedItem): string {
  const { warnings: _warnings, ...content } = item;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Writes one imported item as a post (or says what it would write): Markdown from HTML, images
 * brought in, the status Folio has for it, a free slug, then 301s from its old addresses. An item
 * imported before is left alone, or updated when only the source changed since.
 */
@Injectable()
export class ImportItems {
  constructor(
    private readonly posts: PostsService,
    private readonly images: ImportImages,
    private readonly repository: ImportsRepository,
    private readonly redirects: RedirectsService,
    private readonly renderer: RenderService,
    private readonly clock: Clock,
  ) {}

  /**
   * What to do with the item, worked out without touching the run's shared state: several items are
   * planned at once (their images fetched and compressed side by side), then committed one by one.
   */
  async plan(item: ImportedItem, run: ImportRunContext): Promise<ItemPlan> {
    const key = sourceKey(run.format, item);
    const hash = sourceHash(item);
    const earlier = await this.repository.importedItem(key);
    const current = earlier ? await this.posts.findById(earlier.post_id) : null;
    if (earlier && current) {
      // This import wrote it before a restart: count it as it was, and make sure its redirects are there.
      if (earlier.import_id === run.importId) return { item, kind: 'resumed', current, outcome: earlier.outcome };
      if (earlier.source_hash === hash) return { item, kind: 'unchanged', current };
      if (current.version !== earlier.post_version) return { item, kind: 'edited', current };
    }
    // A Folio archive restored into a site that has its posts already (a backup of this very site): those stay.
    if (!current && run.format === 'folio' && item.slug && !run.vacatedSlugs.has(item.slug) && (await this.posts.slugTaken(item.slug))) {
      return { item, kind: 'present', slug: item.slug };
    }
    const prepared = await this.prepare(item, run);
    return { item, kind: 'write', current, key, hash, ...prepared };
  }

  /** Writes a planned item (or, dry, says what it would write), in the order of the export. */
  async commit(plan: ItemPlan, run: ImportRunContext): Promise<void> {
    const { item } = plan;
    const label = item.title || item.sourceId;
    for (const warning of item.warnings) run.report.warn(warning, label);
    switch (plan.kind) {
      case 'resumed':
        this.record(run, { id: plan.current.id, slug: plan.current.slug, title: plan.current.title, outcome: plan.outcome }, item);
        await this.addRedirects(item, plan.current, run);
        return;
      case 'unchanged':
      case 'edited':
        run.report.warn(plan.kind === 'unchanged' ? 'Already imported: left as it is' : 'Changed in Folio since it was imported: kept as it is in Folio', label);
        this.record(run, { id: plan.current.id, slug: plan.current.slug, title: plan.current.title, outcome: 'skipped' }, item);
        if (plan.current.status === 'published') run.addresses.set(item.sourceId, addressOf(plan.current));
        return;
      case 'present':
        run.report.warn(`A post has the slug "${plan.slug}" here already: left as it is`, label);
        this.record(run, { id: null, slug: plan.slug, title: item.title, outcome: 'skipped' }, item);
        return;
      case 'write':
        // The same item twice in one export, planned side by side: the second finds what the first wrote.
        if (run.committedKeys.has(plan.key)) return this.commit(await this.plan(item, run), run);
        run.committedKeys.add(plan.key);
        return this.write(plan, run, label);
    }
  }

  private async write(plan: Extract<ItemPlan, { kind: 'write' }>, run: ImportRunContext, label: string): Promise<void> {
    const { item, post, current, key, hash } = plan;
    run.report.images(plan.imagesImported);
    for (const warning of plan.warnings) run.report.warn(warning, label);
    const record = (outcome: 'created' | 'updated') => (manager: EntityManager, postId: string) =>
      this.repository.recordItem(manager, { sourceKey: key, postId, sourceHash: hash, importId: run.importId, outcome });
    if (current) {
      const saved = run.dryRun ? current : await this.posts.replaceImported(current, post, record('updated'));
      this.record(run, { id: saved.id, slug: saved.slug, title: post.title, outcome: 'updated' }, item);
      await this.addRedirects(item, { slug: saved.slug, title: post.title, status: post.status, type: post.type ?? 'post' }, run);
      return;
    }
    const slug = await this.posts.freeSlug(post, run.claimedSlugs, run.vacatedSlugs);
    run.claimedSlugs.add(slug);
    const wanted = slugOfPost(post);
    const noun = post.type === 'page' ? 'page' : 'post';
    if (slug !== wanted) run.report.warn(`The slug "${wanted}" is ${isReservedSlug(wanted) ? 'an address the site uses' : 'taken'}: the ${noun} gets "${slug}"`, label);
    let id: string | null = null;
    if (!run.dryRun) {
      const saved = await this.posts.createImported({ ...post, slug }, record('created'));
      id = saved.id;
      if (saved.slug !== slug) run.claimedSlugs.add(saved.slug);
    }
    this.record(run, { id, slug, title: post.title, outcome: 'created' }, item);
    await this.addRedirects(item, { slug, title: post.title, status: post.status, type: post.type ?? 'post' }, run);
  }

  private record(run: ImportRunContext, line: { id: string | null; slug: string; title: string; outcome: ItemOutcome }, item: ImportedItem): void {
    run.report.item(line, item.type, item.tags);
  }

  /** The post as Folio will hold it: its body in Markdown with its images brought in, and what the author should know. */
  private async prepare(item: ImportedItem, run: ImportRunContext): Promise<{ post: ImportedPost; imagesImported: number; warnings: string[] }> {
    const refused = bodyProblem(item.body);
    if (refused) throw new Error(refused);
    const warnings: string[] = [];
    const converted = 'markdown' in item.body ? { markdown: item.body.markdown, unknownEmbeds: {} } : await this.renderer.htmlToMarkdown(item.body.html);
    let markdown = converted.markdown;
    const leftOut = unknownEmbedsWarning(new Map(Object.entries(converted.unknownEmbeds)));
    if (leftOut) warnings.push(leftOut);
    let coverUrl = item.coverImage?.url ?? null;
    let ogImageUrl = item.seo?.ogImageUrl ?? null;
    let imagesImported = 0;
    // Folio's own export carries its images' files, restored at their own addresses before the posts.
    if (run.format !== 'folio') {
      const localized = await this.images.localize(item, markdown, run.images);
      markdown = localized.markdown;
      coverUrl = localized.coverUrl;
      ogImageUrl = localized.ogImageUrl;
      imagesImported = localized.imported;
      warnings.push(...localized.warnings);
    }
    // What the editor accepts, so that an imported post can be saved again as it is.
    if (markdown.length > CONTENT_MAX) throw new Error(`its text is longer than ${CONTENT_MAX.toLocaleString('en')} characters, the most a post may hold`);
    if (coverUrl !== null && !isImageUrl(coverUrl)) {
      warnings.push(`The cover ${coverUrl.slice(0, 200)} is not an address Folio can show: the post has no cover`);
      coverUrl = null;
    }
    const { status, note } = folioStatus(item.status, item.publishedAt, this.clock.now());
    if (note && !item.warnings.some((warning) => warning.includes('imported as a draft'))) warnings.push(note);
    let tags = item.tags.map((tag) => tag.trim().slice(0, MAX_TAG_LENGTH)).filter(Boolean);
    if (tags.length > TAGS_MAX) {
      warnings.push(`${tags.length} tags: the first ${TAGS_MAX} are kept, the most a post may have`);
      tags = tags.slice(0, TAGS_MAX);
    }
    const title = item.title.trim() || item.slug || 'Untitled';
    if (title.length > TITLE_MAX) warnings.push(`The title is longer than ${TITLE_MAX} characters: it was shortened`);
    const post: ImportedPost = {
      title: title.slice(0, TITLE_MAX),
      slug: item.slug,
      markdown,
      status,
      publishedAt: item.publishedAt,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      tags,
      excerpt: plainExcerpt(item.excerpt, run.format),
      coverImageUrl: coverUrl,
      coverImageAlt: item.coverImage?.alt ?? null,
      type: item.type,
      ...importedSeo(item.seo && { ...item.seo, ogImageUrl }, warnings),
    };
    return { post, imagesImported, warnings };
  }

  /**
   * 301s from the item's old addresses to its post (`/blog/{slug}`) or page (`/{slug}`), when it is
   * public. Old paths this run has redirected already, or that are the address of a post or page it
   * published, are refused here, as the database would refuse them in the real run: a dry run, which
   * writes nothing, then says the same.
   */
  private async addRedirects(item: ImportedItem, address: PublishedAddress, run: ImportRunContext): Promise<void> {
    if (address.status !== 'published') return;
    const { slug, title, type } = address;
    run.publishedSlugs.set(slug, { title, type });
    const to = type === 'page' ? `/${slug}` : `/blog/${slug}`;
    run.addresses.set(item.sourceId, addressOf({ slug, title, type }));
    const label = item.title || item.sourceId;
    const wanted: Array<{ raw: string; key?: string }> = [];
    for (const raw of item.oldPaths) {
      const key = checkFrom(raw).value;
      if (key === undefined) {
        wanted.push({ raw });
        continue;
      }
      const path = pathOfKey(key);
      const owner = key === path ? ownerOf(path, run) : undefined;
      // Its own address (`/blog/{slug}/`, a page's `/{slug}/`): it answers already.
      if (owner?.slug === slug) continue;
      const earlier = run.redirected.get(key);
      if (earlier === to) continue;
      if (earlier !== undefined) run.report.warn(`No redirect from ${raw}: a redirect from ${key} already exists (to ${earlier})`, label);
      else if (owner !== undefined) {
        const other = owner.title.slice(0, 100);
        run.report.warn(`No redirect from ${raw}: ${path} is the address of the published ${owner.type} "${other}": a redirect from it would hide the ${owner.type}`, label);
      } else wanted.push({ raw, key });
    }
    if (wanted.length === 0) return;
    const { added, skipped } = await this.redirects.addMany(
      wanted.map(({ raw }) => ({ from: raw, to, status: 301 as const })),
      { dryRun: run.dryRun, source: 'import' },
    );
    run.report.redirects(added);
    const refused = new Set(skipped.map(({ from }) => from));
    for (const { raw, key } of wanted) if (key !== undefined && !refused.has(raw)) run.redirected.set(key, to);
    for (const { from, reason } of skipped) run.report.warn(`No redirect from ${from}: ${reason}`, label);
  }
}
