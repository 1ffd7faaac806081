import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenDuringComingSoon } from '../common/decorators/open-during-coming-soon.decorator.js';
import { SiteIdentityService } from '../identity/site-identity.service.js';
import {
  checkInboxPage,
  confirmedPage,
  confirmLinkInvalidPage,
  subscribeFormPage,
  tooManyPage,
  unknownUnsubscribeLinkPage,
  unsubscribedPage,
  unsubscribePromptPage,
} from './subscriber-pages.markup.js';
import { SubscriberPages } from './subscriber-pages.js';
import { CHECK_YOUR_INBOX, SubscribersService } from './subscribers.service.js';

/**
 * The pages a reader reaches without the SPA: the subscribe form posted without JavaScript, the
 * link in the confirmation email, and the unsubscribe link of every email (RFC 8058: a POST
 * unsubscribes at once, the GET only asks, as link checkers open every link). Pages, not API: left out
 * of the API document, as the site's other pages are. Open during Coming Soon; never cached, never indexed.
 */
@ApiExcludeController()
@Controller()
@OpenDuringComingSoon()
export class SubscriberPagesController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly pages: SubscriberPages,
    private readonly identity: SiteIdentityService,
  ) {}

  private async siteName(): Promise<string> {
    return (await this.identity.currentOrLatest()).title;
  }

  @Post('subscribe')
  async subscribe(@Body() body: Record<string, unknown> | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const typed = body?.email;
    const outcome = await this.subscribers.subscribe(typed, request.ip);
    if (outcome.kind === 'accepted') return this.pages.send(response, 200, checkInboxPage(CHECK_YOUR_INBOX));
    if (outcome.kind === 'invalid') return this.pages.send(response, 400, subscribeFormPage(await this.siteName(), typeof typed === 'string' ? typed : '', outcome.problem));
    response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
    return this.pages.send(response, 429, tooManyPage(outcome.retryAfterSeconds));
  }

  @Get('subscribe/confirm/:token')
  async confirm(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const outcome = await this.subscribers.confirm(token);
    if (outcome.kind === 'confirmed') return this.pages.send(response, 200, confirmedPage(await this.siteName(), outcome.email));
    return this.pages.send(response, outcome.kind === 'expired' ? 410 : 404, confirmLinkInvalidPage());
  }

  @Get('unsubscribe/:token')
  async unsubscribePage(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const holder = await this.subscribers.holderOf(token);
    if (!holder) return this.pages.send(response, 404, unknownUnsubscribeLinkPage());
    const subscribed = holder.status === 'pending' || holder.status === 'confirmed';
    const siteName = await this.siteName();
    const page = subscribed ? unsubscribePromptPage(siteName, holder.email, request.path) : unsubscribedPage(siteName, holder.email);
    return this.pages.send(response, 200, page);
  }

  @Post('unsubscribe/:token')
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here; the page's button POSTs nothing. Any body is taken.
  async unsubscribe(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const holder = await this.subscribers.unsubscribe(token);
    if (!holder) return this.pages.send(response, 404, unknownUnsubscribeLinkPage());
    return this.pages.send(response, 200, unsubscribedPage(await this.siteName(), holder.email));
  }
}
