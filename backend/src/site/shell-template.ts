import { EncodedBody } from '../common/http/encoded-body.js';
import { DEFAULT_NAVIGATION, type Navigation } from '../navigation/navigation.js';
import { CHROME_RENDER_BLOCK, navigationData } from './chrome.markup.js';
import { feedLinks } from './feeds/feed-formats.js';
import { escapeHtml } from './html.js';

/** What one page puts into the shell; every field is HTML already escaped by its author, except `title`. */
export interface PageParts {
  /** Plain text: `Title - SITE_NAME`, or the site name alone. */
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
}

export const HTML_TYPE = 'text/html; charset=utf-8';

type Slot = 'title' | 'head' | 'root' | 'afterRoot';

const MARK = '\u0000';
const mark = (slot: Slot) => `${MARK}${slot}${MARK}`;

/**
 * The built index.html, cut once into text and slots so that each page is one join. The site
 * name goes into the folio:site-name meta (read by the SPA); every page also names the three feeds
 * (RSS, Atom, JSON Feed) and carries a meta description.
 */
export class ShellTemplate {
  private constructor(
    private readonly pieces: string[],
    private readonly siteName: string,
    private readonly siteDescription: string,
    private readonly everyHead: string,
    /** The links its pages' chrome shows (see withNavigation); the spec's when the template was not given any. */
    readonly navigation: Navigation = DEFAULT_NAVIGATION,
  ) {}

  /** `everyHead`: tags for the <head> of every page (marks the SPA reads about the server, already escaped). */
  static parse(raw: string, siteName: string, siteDescription: string, everyHead = ''): ShellTemplate {
    const name = escapeHtml(siteName);
    let marked = raw
      .replace(new RegExp(MARK, 'g'), '')
      .replace(/(<meta name="folio:site-name" content=")[^"]*(")/, (_match, open: string, close: string) => open + name + close)
      .replace(/\s*<meta name="description"[^>]*>/i, '');
    marked = /<title>[^<]*<\/title>/.test(marked)
      ? marked.replace(/<title>[^<]*<\/title>/, () => mark('title'))
      : marked.replace(/<\/head>/i, (end) => mark('title') + end);
    marked = marked
      .replace(/<\/head>/i, (end) => mark('head') + end)
      .replace(/(<div id="root">)\s*(<\/div>)/, (_match, open: string, close: string) => open + mark('root') + close + mark('afterRoot'));
    return new ShellTemplate(marked.split(MARK), siteName, siteDescription, everyHead);
  }

  /** The same shell whose pages carry this navigation for the SPA's first render: its links are theirs (siteChrome). */
  withNavigation(navigation: Navigation): ShellTemplate {
    return new ShellTemplate(this.pieces, this.siteName, this.siteDescription, this.everyHead + navigationData(navigation), navigation);
  }

  render(page: PageParts, status = 200): RenderedPage {
    const values: Record<Slot, string> = {
      title: `<title>${escapeHtml(page.title)}</title>`,
      head:
        `<meta name="description" content="${escapeHtml(page.description ?? this.siteDescription)}">` +
        feedLinks(this.siteName) +
        this.everyHead +
        (page.root ? CHROME_RENDER_BLOCK : '') +
        (page.head ?? ''),
      root: page.root ?? '',
      afterRoot: page.afterRoot ?? '',
    };
    const html = this.pieces.map((piece, index) => (index % 2 ? values[piece as Slot] : piece)).join('');
    return { status, body: EncodedBody.of(html, HTML_TYPE) };
  }

  /** `Title - SITE_NAME` as the SPA writes it. */
  title(title?: string): string {
    return title ? `${title} - ${this.siteName}` : this.siteName;
  }
}
