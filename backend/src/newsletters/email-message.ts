import type { ChildNode, ParentNode } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { PostType } from '../posts/post.entity.js';
import { feedReadyHtml, withoutControlCharacters } from '../site/feeds/feed-html.js';
import { addressOf } from '../site/article.markup.js';
import { absoluteUrl, escapeHtml } from '../site/html.js';
import { mathsForMail } from './email-maths.js';
import { emailStyleOf } from './email-styles.js';
import { plainTextOf } from './email-text.js';

/** What an email is made from: the post as stored. */
export interface EmailPost {
  id: string;
  title: string;
  slug: string;
  type: PostType;
  /** Sanitised HTML, rendered on write. */
  contentHtml: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
}

export interface EmailSite {
  name: string;
  /** SITE_URL without a trailing slash. */
  url: string;
}

/** One post's email, rendered once; only the unsubscribe link differs between readers. */
export interface PostEmail {
  subject: string;
  /** The sender's display name: the site's title. */
  fromName: string;
  /** The post's address on the site: "View in your browser". */
  webUrl: string;
  html: (unsubscribeUrl: string) => string;
  text: (unsubscribeUrl: string) => string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif";

/**
 * The post made email-safe: the feeds' conversion first (absolute URLs, no `<picture>` or `srcset`,
 * maths as MathML alone, no inline styles coloured for the site), then formulas drawn in HTML that
 * every client shows (email-maths.ts), then a style attribute on every element that needs one
 * (email-styles.ts: highlighted code in the light theme's colours), since mail clients cannot be
 * trusted with `<style>` or classes.
 */
export function renderPostEmail(post: EmailPost, site: EmailSite): PostEmail {
  const webUrl = `${site.url}${addressOf(post)}`;
  const tree = parseDocument(feedReadyHtml(post.contentHtml, { siteUrl: site.url, pageUrl: webUrl }));
  withoutWebOnlyLinks(tree);
  const body = tree.children;
  const bodyText = plainTextOf(body, webUrl);
  mathsForMail(body);
  styleElements(body);
  const bodyHtml = DomUtils.getOuterHTML(body, { encodeEntities: 'utf8' });
  const title = withoutControlCharacters(post.title);
  const siteName = withoutControlCharacters(site.name);
  const cover = absoluteUrl(site.url, post.coverImageUrl);
  const head = [
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f2;">`,
    `<div style="max-width:640px;margin:0 auto;padding:24px 20px;background:#ffffff;color:#1f2328;font-family:${FONT};font-size:17px;line-height:1.6;">`,
    `<p style="margin:0 0 24px;font-size:14px;color:#57606a;"><a href="${escapeHtml(site.url)}/" style="color:#1f2328;font-weight:bold;text-decoration:none;">${escapeHtml(siteName)}</a>`,
    ` · <a href="${escapeHtml(webUrl)}" style="color:#57606a;">View in your browser</a></p>`,
    `<h1 style="font-size:30px;line-height:1.2;margin:0 0 20px;">${escapeHtml(title)}</h1>`,
    cover ? `<p style="margin:0 0 1em;"><img src="${escapeHtml(cover)}" alt="${escapeHtml(post.coverImageAlt ?? '')}" style="max-width:100%;height:auto;border:0;"></p>` : '',
    bodyHtml,
    `<hr style="border:0;border-top:1px solid #d0d7de;margin:2em 0 1em;">`,
    `<p style="margin:0;font-size:13px;color:#57606a;">You receive this because you subscribed to ${escapeHtml(siteName)}. `,
  ].join('');
  const tail = ` style="color:#57606a;">Unsubscribe</a></p></div></body></html>`;
  const textHead = [title, '='.repeat(Math.min(title.length, 72)), '', `View it in your browser: ${webUrl}`, '', bodyText, '', '--', `You receive this because you subscribed to ${siteName}.`].join('\n');
  return {
    subject: title,
    fromName: siteName,
    webUrl,
    html: (unsubscribeUrl) => `${head}<a href="${escapeHtml(unsubscribeUrl)}"${tail}`,
    text: (unsubscribeUrl) => `${textHead}\nUnsubscribe: ${unsubscribeUrl}\n`,
  };
}

/** Deterministic per (post, reader): a message sent again after a crash carries the same id, which mailbox providers use to drop the copy. */
export function deliveryMessageId(postId: string, subscriberId: string, siteUrl: string): string {
  return `<post-${postId}.subscriber-${subscriberId}@${new URL(siteUrl).hostname}>`;
}

/**
 * Links that only make sense on the page: a heading's link to itself (its text stays) and a
 * footnote's way back to its reference (the arrow goes). In an email they would open the browser.
 */
function withoutWebOnlyLinks(tree: ParentNode): void {
  const links = DomUtils.findAll((element) => element.name === 'a' && /\b(?:heading-anchor|footnote-backref)\b/.test(element.attribs.class ?? ''), tree.children);
  for (const link of links) {
    if (link.attribs.class!.includes('heading-anchor')) for (const child of [...link.children]) DomUtils.prepend(link, child);
    DomUtils.removeElement(link);
  }
}

function styleElements(nodes: readonly ChildNode[]): void {
  for (const node of nodes) {
    if (!DomUtils.isTag(node)) continue;
    const style = emailStyleOf(node);
    if (style) node.attribs.style = style;
    styleElements(node.children);
  }
}
