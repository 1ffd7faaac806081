import { Inject, Injectable, Logger } from '@nestjs/common';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { isDatabaseUnavailable } from '../common/filters/database-errors.js';
import { EncodedBody } from '../common/http/encoded-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ListPostsQueryDto, type PostListDto, type PublicPostDto } from '../posts/posts.dto.js';
import { PostsCache } from '../posts/posts-cache.js';
import { PostsService } from '../posts/posts.service.js';
import { tagSlug } from '../posts/text/tag-slug.js';
import { ShareLinksService } from '../share-links/share-links.service.js';
import { articleHead, articleMarkup, initialData, pageMarkup, searchDescription, searchTitle, sharedInitialData, siteInfo } from './article.markup.js';
import { type Section, siteChrome } from './chrome.markup.js';
import { LIST_TITLES, listHead, listInitialData, listMarkup, type ListView } from './list.markup.js';
import { storyNotFoundData, storyNotFoundMarkup } from './not-found.markup.js';
import type { ArchiveTarget } from './old-archive-addresses.js';
import { tagFeedPath, tagPageHref, tagPath } from './tag-addresses.js';
import { tagHead, tagLead, tagMarkup, type TagView } from './tag.markup.js';
import type { PageView, RenderedPage, ShellTemplate } from './shell-template.js';
import { SpaService } from './spa.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * `/blog` and `/stories` page exactly as the SPA does (10 and 9, the same query, so the same
 * PostsCache entry and the same posts at the same address); the home page shows the newest of the
 * blog's first page, as the SPA's home page does.
 */
const PAGE_SIZE: Record<Section, number> = { home: 10, blog: 10, stories: 9 };

export interface ListQuery {
  page?: unknown;
  q?: unknown;
  tag?: unknown;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) || undefined : undefined);
const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const pageNumber = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Math.min(Math.max(Number(value), 1), 100_000) : 1);

/**
 * Pages answered with the content already inside the SPA shell, for readers without JavaScript and
 * for crawlers. They are built from the public API's own cached payloads and kept beside them in
 * PostsCache, within its byte budget: when a write clears it, the next request renders once more.
 */
@Injectable()
export class PagesService {
  private readonly logger = new Logger(PagesService.name);
  /** The post each cached article or page body shows, kept as long as the body: a view of it is counted without reading the post again. */
  private readonly views = new WeakMap<EncodedBody, PageView>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly posts: PostsService,
    private readonly cache: PostsCache,
    private readonly comingSoon: ComingSoonService,
    private readonly spa: SpaService,
    private readonly shareLinks: ShareLinksService,
  ) {}

  /** `/blog/{slug}` and `/stories/{slug}`: the article, its head tags and the post JSON; 404 for no published post. */
  async article(slug: string, section: 'blog' | 'stories'): Promise<RenderedPage | undefined> {
    return this.render(async (template) => {
      // A UUID is an admin's read by id in the API: never a public address.
      if (UUID.test(slug)) return this.notFound(template, section);
      const lowered = slug.toLowerCase();
      const page = await this.cache.read(`article:${section}:${lowered}`, async () => {
        const json = await this.posts.publishedJson(lowered);
        if (!json) return null;
        const text = json.text();
        const post = JSON.parse(text) as PublicPostDto;
        // A page is read at /{slug} only.
        if (post.type === 'page') return null;
        const drawn = template.render({
          title: template.title(searchTitle(post)),
          description: searchDescription(post),
          head: articleHead(post, this.site(template)),
          root: siteChrome(template.identity, template.navigation, section, articleMarkup(post, section, template.identity)),
          afterRoot: initialData(text),
        });
        this.views.set(drawn.body, { path: `/blog/${post.slug}`, postId: post.id });
        return drawn.body;
      });
      return page ? { status: 200, body: page, view: this.views.get(page) } : this.notFound(template, section);
    });
  }

  /** `/{slug}`: a published page, as the article is drawn; null when no page has this slug (the address is someone else's). */
  async page(slug: string): Promise<RenderedPage | undefined | null> {
    let missing = false;
    const page = await this.render(async (template) => {
      const body = await this.cache.read(`page:${slug}`, async () => {
        const json = await this.posts.publishedJson(slug);
        if (!json) return null;
        const text = json.text();
        const post = JSON.parse(text) as PublicPostDto;
        if (post.type !== 'page') return null;
        const drawn = template.render({
          title: template.title(searchTitle(post)),
          description: searchDescription(post),
          head: articleHead(post, this.site(template)),
          root: siteChrome(template.identity, template.navigation, `/${slug}`, pageMarkup(post)),
          afterRoot: initialData(text),
        });
        this.views.set(drawn.body, { path: `/${post.slug}`, postId: post.id });
        return drawn.body;
      });
      missing = body === null;
      // Never sent: the caller answers a missing page as the other addresses (null).
      return body ? { status: 200, body, view: this.views.get(body) } : { status: 404, body: EncodedBody.of('', 'text/plain') };
    });
    return missing ? null : page;
  }

  /**
   * `/share/{token}`: the post a live share link opens, drawn as readers will see it, whatever its
   * status; never cached (a revoked link must stop at once), never indexed. Open during Coming Soon:
   * the link is the author's own leave to read.
   */
  async shared(token: string): Promise<RenderedPage | undefined> {
    const template = this.spa.template();
    if (!template) return undefined;
    try {
      const navigated = await this.spa.withNavigation(template);
      const post = await this.shareLinks.sharedPost(token);
      if (!post) return this.spa.notFoundPage(navigated, `/share/${token}`);
      const text = JSON.stringify(post);
      const main = post.type === 'page' ? pageMarkup(post) : articleMarkup(post, 'blog', navigated.identity);
      return navigated.render({
        title: navigated.title(searchTitle(post)),
        description: searchDescription(post),
        head: articleHead(post, this.site(navigated), { shared: true }),
        root: siteChrome(navigated.identity, navigated.navigation, undefined, main),
        afterRoot: sharedInitialData(token, text),
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return this.spa.plainShell(503);
      this.logger.error((error as Error)?.stack ?? String(error));
      return this.spa.plainShell(500);
    }
  }

  /** `/`, `/blog` and `/stories`: one page of published posts as the SPA draws it, and the list for its first render. */
  async list(section: Section, query: ListQuery): Promise<RenderedPage | undefined> {
    return this.render(async (template) => {
      // The search as typed fills the page's search field and links; the query asks it in lowercase.
      const typed = section === 'stories' ? text(query.q, 200) : undefined;
      const dto = Object.assign(new ListPostsQueryDto(), {
        page: section === 'home' ? 1 : pageNumber(query.page),
        limit: PAGE_SIZE[section],
        ...(section === 'stories' ? { q: typed?.toLowerCase(), tag: text(query.tag, 100) } : {}),
      });
      const key = `page:${JSON.stringify([section, dto.page, typed ?? '', dto.tag ?? ''])}`;
      const body = await this.cache.read(
        key,
        async () => {
          const json = await this.asJson(this.posts.list(dto, false));
          const listJson = json.text();
          const list = JSON.parse(listJson) as PostListDto;
          const view: ListView = { section, ...dto, q: typed, total: list.total, items: list.items };
          const title = template.title(LIST_TITLES[section]);
          const description = template.identity.description;
          return template.render({
            title,
            head: listHead(view, this.site(template), title, description),
            root: siteChrome(template.identity, template.navigation, section, listMarkup(view, this.site(template))),
            afterRoot: listInitialData(dto, listJson),
          }).body;
        },
      );
      return { status: 200, body, view: { path: section === 'home' ? '/' : `/${section}`, postId: null } };
    });
  }

  /**
   * `/tag/{slug}`: one page of the tag's published posts as the SPA's TagPage draws it, paged as the
   * blog is. Page Not Found for a tag no published post carries (or none at all).
   */
  async tag(slug: string, query: ListQuery): Promise<RenderedPage | undefined> {
    return this.render(async (template) => {
      const wanted = tagSlug(slug);
      const page = pageNumber(query.page);
      const body = await this.cache.read(`page:tag:${JSON.stringify([wanted, page])}`, async () => {
        const tag = await this.posts.tagBySlug(wanted);
        if (!tag) return null;
        const dto = Object.assign(new ListPostsQueryDto(), { page, limit: PAGE_SIZE.blog, tag: tag.slug });
        const listJson = (await this.asJson(this.posts.list(dto, false))).text();
        const list = JSON.parse(listJson) as PostListDto;
        if (list.total === 0) return null;
        const view: TagView = { tag, page, limit: dto.limit, total: list.total, items: list.items };
        const title = template.title(tag.name);
        const description = tagLead(tag.name);
        return template.render({
          title,
          description,
          head: tagHead(view, this.site(template), title, description),
          root: siteChrome(template.identity, template.navigation, tagPath(tag.slug) as `/${string}`, tagMarkup(view, template.identity.timeZone)),
          afterRoot: listInitialData(dto, listJson),
        }).body;
      });
      return body ? { status: 200, body } : this.spa.notFoundPage(template, tagPath(wanted));
    });
  }

  /**
   * Where an old archive address leads, when that page exists: a tag some published post carries
   * (and its page N within the list), the blog's page N within the blog; undefined otherwise, and
   * while Coming Soon is on (a redirect would tell which tags exist).
   */
  async archiveLocation(target: ArchiveTarget): Promise<string | undefined> {
    if (await this.comingSoon.isEnabledCached()) return undefined;
    if (target.kind === 'site-feed') return '/rss.xml';
    if (target.kind === 'blog') {
      const total = await this.publicTotal();
      if (target.page > pages(total, PAGE_SIZE.blog)) return undefined;
      return target.page > 1 ? `/blog?page=${target.page}` : '/blog';
    }
    const tag = await this.posts.tagBySlug(target.slug);
    if (!tag) return undefined;
    const total = await this.publicTotal(tag.slug);
    if (total === 0) return undefined;
    if (target.kind === 'tag-feed') return tagFeedPath(tag.slug);
    return target.page <= pages(total, PAGE_SIZE.blog) ? tagPageHref(tag.slug, target.page) : undefined;
  }

  /** How many posts the blog lists (of one tag): from the same cached list as its first page. */
  private async publicTotal(tag?: string): Promise<number> {
    const dto = Object.assign(new ListPostsQueryDto(), { page: 1, limit: PAGE_SIZE.blog, ...(tag ? { tag } : {}) });
    const list = JSON.parse((await this.asJson(this.posts.list(dto, false))).text()) as PostListDto;
    return list.total;
  }

  /** Coming Soon on: the plain shell marked so, whatever the path (no post content, and no hint which slugs exist). */
  private async render(build: (template: ShellTemplate) => Promise<RenderedPage>): Promise<RenderedPage | undefined> {
    const template = this.spa.template();
    if (!template) return undefined;
    if (await this.comingSoon.isEnabledCached()) return this.spa.comingSoonShell();
    try {
      // The navigation first: a save of it clears PostsCache, where the page is then kept.
      return await build(await this.spa.withNavigation(template));
    } catch (error) {
      // The SPA still loads and shows its own error state; the status tells crawlers to come back.
      if (isDatabaseUnavailable(error)) return this.spa.plainShell(503);
      this.logger.error((error as Error)?.stack ?? String(error));
      return this.spa.plainShell(500);
    }
  }

  private site(template: ShellTemplate) {
    return siteInfo(template.identity, this.config.siteUrl);
  }

  private async asJson(answer: Promise<object>): Promise<EncodedBody> {
    const value = await answer;
    return value instanceof EncodedBody ? value : EncodedBody.json(value);
  }

  /** The SPA's not-found screen, drawn as the SPA draws it: a reader without JavaScript sees it too, and nothing moves. */
  private notFound(template: ShellTemplate, section: 'blog' | 'stories'): RenderedPage {
    return template.render(
      {
        title: template.title('Story Not Found'),
        head: '<meta name="robots" content="noindex">',
        root: siteChrome(template.identity, template.navigation, section, storyNotFoundMarkup(section)),
        afterRoot: storyNotFoundData(),
      },
      404,
    );
  }
}
