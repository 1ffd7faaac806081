import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeader, RequestListener, Server, ServerResponse } from 'node:http';
import { ComingSoonService } from '../admin/coming-soon.service.js';
import { AnswerRecorder } from '../common/http/answer-recorder.js';
import type { EncodedBody } from '../common/http/encoded-body.js';
import { sendEncoded } from '../common/http/send-encoded.js';
import { PostsCache, type Sized } from '../posts/posts-cache.js';
import { ViewCounter } from '../stats/view-counter.service.js';
import type { PageView } from './shell-template.js';

/** Set for each request by sendEncoded from the body and the coding. */
const REPRESENTATION_HEADERS = new Set(['etag', 'content-type', 'content-length', 'content-encoding']);

/** A public answer as it went out: which cached body, and every header the route and middleware gave it. */
interface Answer extends Sized {
  bodyKey: string;
  headers: Array<[string, OutgoingHttpHeader]>;
  /** The public page a reader's view of it counts for; none for anything else (a feed, a tag page). */
  view?: PageView;
}

type RequestLogger = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The way out for a public read already answered once (a page, a post, a list, a feed): the next
 * GET for the same address, without a token, gets the same cached body with the same headers, the
 * security headers and the route's own included, without passing through the router, the guards
 * and the interceptors again. Answers are kept in PostsCache beside the bodies they point to, so a
 * write drops them everywhere; one is used only while its body is still the cache's current one
 * and the site is known to be open. Anything else goes the long way, which records it again.
 * Express itself is skipped too: its own per-request set-up was most of what was left.
 */
@Injectable()
export class CachedAnswers extends AnswerRecorder {
  constructor(
    private readonly cache: PostsCache,
    private readonly comingSoon: ComingSoonService,
    private readonly views: ViewCounter,
  ) {
    super();
  }

  remember(request: IncomingMessage, response: ServerResponse, body: EncodedBody, view?: PageView): void {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || response.statusCode !== 200) return;
    const bodyKey = this.cache.keyOf(body);
    if (!bodyKey || !request.url) return;
    const headers = Object.entries(response.getHeaders()).filter(
      (entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined && !REPRESENTATION_HEADERS.has(entry[0]),
    );
    const bytes = request.url.length * 2 + bodyKey.length * 2 + headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0) * 2 + 64 * headers.length;
    const answer: Answer = { bodyKey, headers, bytes, view };
    this.cache.put(answerKey(request.url), answer);
  }

  /** Puts itself before the app on the HTTP server: answers what it can, hands the rest to the app. */
  mount(server: Server, logRequest?: RequestLogger): void {
    for (const app of server.listeners('request') as RequestListener[]) {
      server.removeListener('request', app);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (!this.answer(request, response, logRequest)) app(request, response);
      });
    }
  }

  private answer(request: IncomingMessage, response: ServerResponse, logRequest?: RequestLogger): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const headers = request.headers;
    // A token changes the answer; a body on a GET goes where bodies are dealt with.
    if (headers.authorization !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const answer = request.url === undefined ? undefined : this.cache.current<Answer>(answerKey(request.url));
    const body = answer && this.cache.current<EncodedBody>(answer.bodyKey);
    if (!answer || !body || !this.comingSoon.knownOpen()) return false;
    logRequest?.(request, response);
    for (const [name, value] of answer.headers) response.setHeader(name, value);
    // Still the cache's current body, and the site open: the page is published as it was when drawn.
    if (answer.view) this.views.countPage(request, answer.view);
    void sendEncoded(request, response, body);
    return true;
  }
}

const answerKey = (url: string) => `answer:${url}`;
