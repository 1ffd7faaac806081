import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sendEncoded } from '../common/http/send-encoded.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { siteChrome } from './chrome.markup.js';
import { pageNotFoundMarkup } from './not-found.markup.js';
import { CachedAnswers } from './cached-answers.js';
import { precompressedStatic } from './precompressed-static.js';
import { type RenderedPage, ShellTemplate } from './shell-template.js';

/** Paths the SPA never answers: an unknown one there is a JSON 404. */
const SERVER_PREFIXES = ['/api', '/docs', '/__debug', '/assets/', '/uploads/', '/healthz'];

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
  private plain?: RenderedPage;
  private comingSoon?: RenderedPage;
  private notFound?: RenderedPage;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly answers: CachedAnswers,
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

  /** Whether a 404 for this request should become the SPA shell. */
  handles(request: Request): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const requestPath = request.path.toLowerCase();
    if (SERVER_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) {
      return false;
    }
    return !FILE_NAME.test(requestPath);
  }

  send(request: Request, response: Response): void | Promise<void> {
    const known = CLIENT_ROUTES.some((route) => route.test(request.path));
    return this.sendPage(request, response, known ? this.plainShell(200) : this.notFoundPage());
  }

  /** Sends a page compressed as the client prefers, with its ETag (or a 304); undefined: the app is not built. */
  sendPage(request: Request, response: Response, page: RenderedPage | undefined): void | Promise<void> {
    if (!page) {
      response.status(404).type('text/plain').send('The web app is not built yet: run "npm run build".');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (page.status === 200) this.answers.remember(request, response, page.body);
    return sendEncoded(request, response, page.body, page.status);
  }

  /** The shell with nothing inside #root: the SPA draws everything. */
  plainShell(status = 200): RenderedPage | undefined {
    const template = this.template();
    if (!template) return undefined;
    this.plain ??= template.render({ title: template.title() });
    return { ...this.plain, status };
  }

  /**
   * Any other address: the SPA's Page Not Found screen in its chrome, already drawn (so the page shows
   * at once, and nothing moves when the app draws the same), with a 404 status.
   */
  notFoundPage(): RenderedPage | undefined {
    const template = this.template();
    if (!template) return undefined;
    this.notFound ??= template.render(
      {
        title: template.title('Page Not Found'),
        head: '<meta name="robots" content="noindex">',
        root: siteChrome(this.config.siteName, undefined, pageNotFoundMarkup()),
      },
      404,
    );
    return this.notFound;
  }

  /** The plain shell marked Coming Soon: the SPA shows its Coming Soon page from the first render. */
  comingSoonShell(): RenderedPage | undefined {
    const template = this.template();
    if (!template) return undefined;
    this.comingSoon ??= template.render({ title: template.title(), head: `<meta name="${COMING_SOON_META}" content="true">` });
    return this.comingSoon;
  }

  /** The built index.html, read once. */
  template(): ShellTemplate | undefined {
    if (this.shell !== undefined) return this.shell;
    try {
      const raw = readFileSync(path.join(this.config.frontendDist, 'index.html'), 'utf8');
      const debugMark = this.config.debugEndpoints ? '' : `<meta name="${DEBUG_ENDPOINTS_META}" content="off">`;
      this.shell = ShellTemplate.parse(raw, this.config.siteName, this.config.siteDescription, debugMark);
    } catch {
      this.logger.warn(`No built web app at ${this.config.frontendDist}`);
    }
    return this.shell;
  }
}
