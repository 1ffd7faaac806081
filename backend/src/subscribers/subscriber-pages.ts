import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import { siteChrome } from '../site/chrome.markup.js';
import { escapeHtml } from '../site/html.js';
import type { ShellTemplate } from '../site/shell-template.js';
import { SpaService } from '../site/spa.service.js';
import type { PageContent } from './subscriber-pages.markup.js';

/** Pages reached by a token: kept by no cache, indexed by no engine, and the token never sent on as a Referer. */
export const TOKEN_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

const HEAD = '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">';
/** The SPA's scripts: it has no route for these addresses, and would draw its Page Not Found over them. */
const SCRIPTS = /<script\b[^>]*\bsrc=[^>]*>\s*<\/script>|<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi;

/**
 * Draws the subscribe and unsubscribe pages in the site's shell and chrome (its styles, header,
 * navigation and footer), without the SPA's scripts: the server's page is the whole page. Never
 * through the answer cache: every one is sent with TOKEN_PAGE_HEADERS.
 */
@Injectable()
export class SubscriberPages {
  constructor(
    private readonly identity: SiteIdentityService,
    private readonly spa: SpaService,
    private readonly comingSoon: ComingSoonService,
  ) {}

  async send(response: Response, status: number, page: PageContent): Promise<void> {
    const html = await this.draw(page);
    response.status(status);
    for (const [name, value] of Object.entries(TOKEN_PAGE_HEADERS)) response.setHeader(name, value);
    response.type('html').send(html);
  }

  private async draw(page: PageContent): Promise<string> {
    const template = this.spa.template();
    if (!template) return this.standalone(page);
    const navigated = await this.navigated(template);
    const rendered = navigated.render({
      title: navigated.title(page.title),
      head: HEAD,
      root: siteChrome(navigated.identity, navigated.navigation, undefined, page.main),
    });
    return rendered.body.text().replace(SCRIPTS, '');
  }

  /** The links in force, unless Coming Soon keeps them from visitors or they cannot be read: the page goes on without. */
  private async navigated(template: ShellTemplate): Promise<ShellTemplate> {
    try {
      return (await this.comingSoon.isEnabledCached()) ? template : await this.spa.withNavigation(template);
    } catch {
      return template;
    }
  }

  /** Without a built web app (a backend-only checkout): the same words in a plain page. */
  private standalone(page: PageContent): string {
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${HEAD}` +
      `<title>${escapeHtml(`${page.title} - ${this.identity.latest().title}`)}</title></head><body><main>${page.main}</main></body></html>`
    );
  }
}
