import { EncodedBody } from '../common/http/encoded-body.js';
import type { SiteIdentity } from '../identity/site-identity.js';
import { DEFAULT_NAVIGATION, type Navigation } from '../navigation/navigation.js';
import { CHROME_RENDER_BLOCK, navigationData } from './chrome.markup.js';
import { feedLinks } from './feeds/feed-formats.js';
import { escapeHtml } from './html.js';
import { identityData, identityHead } from './identity.markup.js';

/** What one page puts into the shell; every field is HTML already escaped by its author, except `title`. */
export interface PageParts {
  /** Plain text: `Title - site title`, or the site title alone. */
  title: string;
  /** Plain text for the meta description; the site's own description when absent. */
  description?: string;
  /** More tags for <head> (canonical, Open Graph, JSON-LD…). */
  head?: string;
  /** Markup inside <div id="root"> (the site's chrome around the page), shown before any script runs and replaced by the SPA. */
  root?: string;
  /** Markup right after #root: data blocks the SPA reads before its first render. */
  afterRoot?: string;
}

export interface RenderedPage {
  status: number;
  body: EncodedBody;
  /** The public page a reader's view of this answer counts for (a list, or a published post or page): the statistics' path and post. */
  view?: PageView;
}

/** A view's page, as the statistics count it (stats/public-pages.ts): `/`, `/blog`, `/stories`, `/blog/{slug}` or `/{slug}`, and the post's id. */
export interface PageView {
  path: string;
  postId: string | null;
}

export const HTML_TYPE = 'text/html; charset=utf-8';

type Slot = 'lang' | 'siteName' | 'title' | 'head' | 'root' | 'afterRoot';

const MARK = '\u0000';
const mark = (slot: Slot) => `${MARK}${slot}${MARK}`;

/**
 * The built index.html, cut once into text and slots so that each page is one join. The site's
 * identity fills `<html lang>`, the folio:site-name meta (read by the SPA), the icons, manifest and
 * accent; every page also names the three feeds (RSS, Atom, JSON Feed) and carries a meta description.
 */
export class ShellTemplate {
  /** The identity's part of every head, and its data for pages the server draws, written once per identity. */
  private readonly identityHead: string;
  private readonly identityData: string;

  private constructor(
    private readonly pieces: string[],
    readonly identity: SiteIdentity,
    private readonly everyHead: string,
    /** The links its pages' chrome shows (see withNavigation); the spec's when the template was not given any. */
    readonly navigation: Navigation = DEFAULT_NAVIGATION,
    private readonly navigationHead = '',
  ) {
    this.identityHead = identityHead(identity);
    this.identityData = identityData(identity);
  }

  /** `everyHead`: tags for the <head> of every page (marks the SPA reads about the server, already escaped). */
  static parse(raw: string, identity: SiteIdentity, everyHead = ''): ShellTemplate {
    let marked = raw
      .replace(new RegExp(MARK, 'g'), '')
      .replace(/(<html[^>]*?\slang=")[^"]*(")/i, (_match, open: string, close: string) => open + mark('lang') + close)
      .replace(/(<meta name="folio:site-name" content=")[^"]*(")/, (_match, open: string, close: string) => open + mark('siteName') + close)
      .replace(/\s*<meta name="description"[^>]*>/i, '')
      // The identity's head names the icon: the author's, or this default one.
      .replace(/\s*<link rel="icon"[^>]*>/i, '');
    marked = /<title>[^<]*<\/title>/.test(marked)
      ? marked.replace(/<title>[^<]*<\/title>/, () => mark('title'))
      : marked.replace(/<\/head>/i, (end) => mark('title') + end);
    marked = marked
      .replace(/<\/head>/i, (end) => mark('head') + end)
      .replace(/(<div id="root">)\s*(<\/div>)/, (_match, open: string, close: string) => open + mark('root') + close + mark('afterRoot'));
    return new ShellTemplate(marked.split(MARK), identity, everyHead);
  }

  /** The same shell for another identity (the navigation kept). */
  withIdentity(identity: SiteIdentity): ShellTemplate {
    return new ShellTemplate(this.pieces, identity, this.everyHead, this.navigation, this.navigationHead);
  }

  /** The same shell whose pages carry this navigation for the SPA's first render: its links are theirs (siteChrome). */
  withNavigation(navigation: Navigation): ShellTemplate {
    return new ShellTemplate(this.pieces, this.identity, this.everyHead, navigation, navigationData(navigation));
  }

  render(page: PageParts, status = 200): RenderedPage {
    const values: Record<Slot, string> = {
      lang: escapeHtml(this.identity.language),
      siteName: escapeHtml(this.identity.title),
      title: `<title>${escapeHtml(page.title)}</title>`,
      head:
        `<meta name="description" content="${escapeHtml(page.description ?? this.identity.description)}">` +
        feedLinks(this.identity.title) +
        this.identityHead +
        this.everyHead +
        this.navigationHead +
        // A shell the SPA fills alone (Coming Soon, the dashboard) asks GET /api/site; a drawn page carries what it was drawn with.
        (page.root ? CHROME_RENDER_BLOCK + this.identityData : '') +
        (page.head ?? ''),
      root: page.root ?? '',
      afterRoot: page.afterRoot ?? '',
    };
    const html = this.pieces.map((piece, index) => (index % 2 ? values[piece as Slot] : piece)).join('');
    return { status, body: EncodedBody.of(html, HTML_TYPE) };
  }

  /** `Title - site title` as the SPA writes it. */
  title(title?: string): string {
    return title ? `${title} - ${this.identity.title}` : this.identity.title;
  }
}
