import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerWithin } from '../common/async/answer-within.js';
import { sendEncoded } from '../common/http/send-encoded.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import type { SiteIdentity } from '../identity/site-identity.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { NavigationService } from '../navigation/navigation.service.js';
import { EMBED_PLAYER_SCRIPT } from '../render/embeds/embed-player-script.js';
import { currentLinksKey, siteChrome } from './chrome.markup.js';
import { pageNotFoundMarkup, storyNotFoundData } from './not-found.markup.js';
import { CachedAnswers } from './cached-answers.js';
import { BEACON_SCRIPT } from '../stats/beacon-script.js';
import { ViewCounter } from '../stats/view-counter.service.js';
import { FIRST_TAP_SCRIPT } from './first-tap-script.js';
import { precompressedStatic } from './precompressed-static.js';
import { type RenderedPage, ShellTemplate } from './shell-template.js';

/** Paths the SPA never answers: an unknown one there is a JSON 404. */
const SERVER_PREFIXES = ['/api', '/docs', '/__debug', '/assets/', '/uploads/', '/healthz'];

/** How long a page that needs nothing else from the database waits for the navigation before going without it. */
const NAVIGATION_WITHIN_MS = 1_000;

const FILE_NAME = /\.[a-z0-9]+$/i;

/** Read by the SPA at start (frontend/src/lib/coming-soon.ts). */
export const COMING_SOON_META = 'folio:coming-soon';

/**
 * Put on every page when the debug endpoints are off (production), so that the dashboard does not
 * ask GET /__debug/db for a 404 the browser would log as an error (frontend/src/lib/debug-endpoints.ts).
 */
export const DEBUG_ENDPOINTS_META = 'folio:debug-endpoints';

/** The client routes of spec section 2; any other path gets the SPA's Page Not Found with a 404 status. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(blog|stories)(\/[^/]+)?\/?$/,
  /^\/admin\/?$/,
  /^\/posts(\/[^/]+\/preview)?\/?$/,
  /^\/dashboard(\/.*)?$/,
];

/** Serves the built React app: hashed assets cached for good, index.html for client routes. */
@Injectable()
export class SpaService {
  private readonly logger = new Logger(SpaService.name);
  private shell?: ShellTemplate;
  /** The shell with the identity last read. */
  private identified?: ShellTemplate;
  /** The shell with the identity and navigation last read: pages drawn from it are remembered by it (`drawn`) until the navigation changes. */
  private navigated?: ShellTemplate;
  private readonly drawn = new WeakMap<ShellTemplate, Map<string, RenderedPage>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly answers: CachedAnswers,
    private readonly navigation: NavigationService,
    private readonly comingSoon: ComingSoonService,
    private readonly identity: SiteIdentityService,
    private readonly views: ViewCounter,
  ) {}

  mountStatic(app: NestExpressApplication): void {
    const dist = this.config.frontendDist;
    const rootFiles = precompressedStatic(dist, { index: false, maxAge: '1h' });
    app.use('/assets', precompressedStatic(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use((request: Request, response: Response, next: () => void) => {
      // Only file names reach the disk: routes like /healthz or /api/… skip the stat() entirely.
      if (!FILE_NAME.test(request.path)) next();
      // The raw shell would skip the site name and be cached for an hour, pinning old asset names.
      else if (/\/index\.html$/i.test(request.path)) response.redirect(301, '/');
      else rootFiles(request, response, next);
    });
  }

  /** Whether the path is one of the SPA's own routes (its shell answers it; the server draws nothing in it). */
  isClientRoute(path: string): boolean {
    return CLIENT_ROUTES.some((route) => route.test(path));
  }

  /** Whether a 404 for this request should become the SPA shell. */
  handles(request: Request): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const requestPath = request.path.toLowerCase();
    if (SERVER_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) {
      return false;
    }
    return !FILE_NAME.test(requestPath);
  }

  /** Never fails: without the navigation (Coming Soon, the database away) the shell goes without it, and the SPA asks for it. */
  async send(request: Request, response: Response): Promise<void> {
    const known = CLIENT_ROUTES.some((route) => route.test(request.path));
    const template = await this.visitorTemplate();
    const page = template && (known ? this.plainPage(template) : this.notFoundPage(template, request.path));
    return this.sendPage(request, response, page);
  }

  /**
   * The shell carrying the identity and the navigation in force (the links in the chrome, their JSON
   * for the SPA); fails when either cannot be read.
   */
  async withNavigation(template: ShellTemplate): Promise<ShellTemplate> {
    const [navigation, identity] = await Promise.all([this.navigation.current(), this.identity.current()]);
    if (this.navigated?.navigation !== navigation || this.navigated.identity !== identity) {
      this.navigated = this.withIdentity(template, identity).withNavigation(navigation);
    }
    return this.navigated;
  }

  private withIdentity(template: ShellTemplate, identity: SiteIdentity): ShellTemplate {
    if (this.identified?.identity !== identity) this.identified = template.withIdentity(identity);
    return this.identified;
  }

  /** Sends a page compressed as the client prefers, with its ETag (or a 304); undefined: the app is not built. */
  sendPage(request: Request, response: Response, page: RenderedPage | undefined): void | Promise<void> {
    if (!page) {
      response.status(404).type('text/plain').send('The web app is not built yet: run "npm run build".');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (page.status === 200) {
      this.answers.remember(request, response, page.body, page.view);
      // A revalidation answered 304 is a view too: the reader opened the page again.
      if (page.view) this.views.countPage(request, page.view);
    }
    return sendEncoded(request, response, page.body, page.status);
  }

  /** The shell with nothing inside #root: the SPA draws everything (and asks for the navigation itself). */
  plainShell(status = 200): RenderedPage | undefined {
    const template = this.template();
    if (!template) return undefined;
    return { ...this.plainPage(template), status };
  }

  /** The plain shell marked Coming Soon: the SPA shows its Coming Soon page from the first render. */
  comingSoonShell(): RenderedPage | undefined {
    const template = this.template();
    if (!template) return undefined;
    return this.drawOnce(template, 'coming-soon', () => template.render({ title: template.title(), head: `<meta name="${COMING_SOON_META}" content="true">` }));
  }

  /**
   * Any other address: the SPA's Page Not Found screen in its chrome, already drawn (so the page shows
   * at once, and nothing moves when the app draws the same), with a 404 status. The top navigation
   * marks a link the address is under, as the SPA does.
   */
  notFoundPage(template: ShellTemplate, path: string): RenderedPage {
    return this.drawOnce(template, `404:${currentLinksKey(template.navigation, path)}`, () =>
      template.render(
        {
          title: template.title('Page Not Found'),
          head: '<meta name="robots" content="noindex">',
          root: siteChrome(template.identity, template.navigation, path as `/${string}`, pageNotFoundMarkup()),
          // Read by the SPA's page at /{slug}: the server looked, so it does not ask again.
          afterRoot: storyNotFoundData(),
        },
        404,
      ),
    );
  }

  /**
   * With the navigation, unless Coming Soon keeps the site from visitors or the navigation cannot be
   * read soon: these pages need nothing else from the database, so an outage must not hold them up.
   */
  private async visitorTemplate(): Promise<ShellTemplate | undefined> {
    const template = this.template();
    if (!template) return undefined;
    try {
      if (await this.comingSoon.isEnabledCached()) return template;
      return await answerWithin(this.withNavigation(template), NAVIGATION_WITHIN_MS, () => template);
    } catch {
      return template;
    }
  }

  private plainPage(template: ShellTemplate): RenderedPage {
    return this.drawOnce(template, 'plain', () => template.render({ title: template.title() }));
  }

  private drawOnce(template: ShellTemplate, key: string, draw: () => RenderedPage): RenderedPage {
    let pages = this.drawn.get(template);
    if (!pages) this.drawn.set(template, (pages = new Map()));
    let page = pages.get(key);
    if (!page) pages.set(key, (page = draw()));
    return page;
  }

  /** The built index.html, read once, with the identity last read (withNavigation reads the one in force). */
  template(): ShellTemplate | undefined {
    if (this.shell === undefined) {
      try {
        const raw = readFileSync(path.join(this.config.frontendDist, 'index.html'), 'utf8');
        const debugMark = this.config.debugEndpoints ? '' : `<meta name="${DEBUG_ENDPOINTS_META}" content="off">`;
        this.shell = ShellTemplate.parse(raw, this.identity.latest(), debugMark + EMBED_PLAYER_SCRIPT + FIRST_TAP_SCRIPT.element + BEACON_SCRIPT.element);
      } catch {
        this.logger.warn(`No built web app at ${this.config.frontendDist}`);
        return undefined;
      }
    }
    return this.withIdentity(this.shell, this.identity.latest());
  }
}
