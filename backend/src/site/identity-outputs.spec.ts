import { describe, expect, it } from '@jest/globals';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { NOTHING_SET, resolveIdentity } from '../identity/site-identity.service.js';
import { webManifest } from '../identity/web-manifest.js';
import { nodemailerMessage } from '../mail/mail-message.js';
import type { PublicPostDto } from '../posts/posts.dto.js';
import { XSS_PAYLOADS } from '../render/xss-payloads.js';
import { confirmationMail } from '../subscribers/confirmation-mail.js';
import { articleHead, articleMarkup, siteInfo } from './article.markup.js';
import { siteChrome } from './chrome.markup.js';
import { atomFeed } from './feeds/atom-feed.js';
import type { FeedChannel } from './feeds/feed-item.js';
import { jsonFeed } from './feeds/json-feed.js';
import { rssFeed } from './feeds/rss-feed.js';
import { identityData, identityHead } from './identity.markup.js';
import { listMarkup } from './list.markup.js';

/** Issue 27, point 7: whatever the author types into the identity comes out as text in every output, never as markup. */

const SITE_URL = 'https://notes.example.org';
const BREAKOUTS = ['</script><script>alert(1)</script>', ']]><script>alert(1)</script><![CDATA[', '</title><img src=x onerror=alert(1)>', `"'><svg onload=alert(1)>`, '</style><script>alert(1)</script>'];
// Titles and names are one line (the API refuses line breaks in them); the corpus's multi-line entries are kept for the others.
const CORPUS = [...BREAKOUTS, ...XSS_PAYLOADS];

const identityOf = (text: string) => {
  const line = text.replace(/[\r\n]+/g, ' ');
  return resolveIdentity(
    { ...NOTHING_SET, version: 1, title: line, description: text, homeHeading: line, homeIntroduction: text, authorName: line, authorBio: text, footerText: text, authorLinks: [{ label: line, url: 'https://example.social/@me' }] },
    { siteName: 'Folio', siteDescription: 'Notes', authorName: 'Ada' },
  );
};

const post: PublicPostDto = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'A post',
  slug: 'a-post',
  excerpt: 'About it.',
  created_at: '2026-11-23T10:00:00.000Z',
  published_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  tags: [],
  image_url: null,
  image_alt: null,
  image_srcset: null,
  image_webp_srcset: null,
  reading_time_minutes: 1,
  content: '<p>Words.</p>',
  type: 'post',
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  noindex: false,
  og_image_url: null,
};

const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

/** Elements that would run or load something the author did not mean as a page element. */
function scriptVectors(html: string): string[] {
  const found = DomUtils.findAll(() => true, parseDocument(html).children);
  return found.flatMap((element) => {
    if (element.name === 'script' && !DATA_TYPES.has(element.attribs.type ?? '')) return [`<script>`];
    if (['svg', 'iframe', 'object', 'embed', 'title'].includes(element.name)) return [`<${element.name}>`];
    if (element.name === 'img' && element.attribs.onerror !== undefined) return ['<img onerror>'];
    return Object.keys(element.attribs).filter((name) => name.startsWith('on')).map((name) => `${element.name}[${name}]`);
  });
}

const dataBlocks = (html: string, type: string) =>
  DomUtils.findAll((element: Element) => element.name === 'script' && element.attribs.type === type, parseDocument(html).children).map((element) =>
    JSON.parse(DomUtils.textContent(element)) as Record<string, unknown>,
  );

const textOf = (html: string, test: (element: Element) => boolean) => DomUtils.findAll(test, parseDocument(html).children).map((element) => DomUtils.textContent(element));

describe('the identity in every output, for each entry of the XSS corpus', () => {
  it('is text in the page: header, home heading and introduction, footer, author card; the head\'s data blocks read back as typed', () => {
    for (const payload of CORPUS) {
      const identity = identityOf(payload);
      const line = identity.title;
      const home = siteChrome(identity, { primary: [], footer: [] }, 'home', listMarkup({ section: 'home', page: 1, limit: 10, total: 0, items: [] }, siteInfo(identity, SITE_URL)));
      const article = articleMarkup(post, 'blog', identity);
      const head = identityHead(identity) + identityData(identity) + articleHead(post, siteInfo(identity, SITE_URL));
      for (const html of [home, article, head]) expect({ payload, vectors: scriptVectors(html) }).toEqual({ payload, vectors: [] });
      expect(textOf(home, (element) => element.attribs.class === 'brand')).toEqual([line]);
      expect(textOf(home, (element) => element.attribs.id === 'home-title')).toEqual([line]);
      expect(textOf(home, (element) => element.attribs.class === 'lead')).toEqual([payload]);
      expect(textOf(home, (element) => element.attribs.class === 'site-footer__copyright')).toEqual([payload]);
      expect(textOf(article, (element) => element.attribs.class === 'author-card__bio')).toEqual([payload]);
      const [site] = dataBlocks(head, 'application/json');
      expect(site).toMatchObject({ title: line, description: payload, author_bio: payload });
      const [jsonLd] = dataBlocks(head, 'application/ld+json');
      expect(jsonLd).toMatchObject({ author: { name: line, description: payload }, publisher: { name: line } });
      const ogSiteName = DomUtils.findAll((element: Element) => element.attribs.property === 'og:site_name', parseDocument(head).children);
      expect(ogSiteName.map((element) => element.attribs.content)).toEqual([line]);
    }
  });

  it('is character data in RSS and Atom, a string in JSON Feed and in the manifest', () => {
    for (const payload of CORPUS) {
      const identity = identityOf(payload);
      const channel: FeedChannel = { siteUrl: SITE_URL, title: identity.title, description: identity.description, authorName: identity.authorName, language: identity.language };
      for (const xml of [rssFeed(channel, []), atomFeed(channel, [])]) {
        const document = parseDocument(xml, { xmlMode: true });
        const titles = DomUtils.findAll((element: Element) => element.name === 'title', document.children).map((element) => DomUtils.textContent(element));
        // htmlparser2's XML mode decodes entities: the text is what the author typed, and no element came from it.
        expect(titles.map((title) => title.replace(/&amp;/g, '&'))).toEqual([identity.title]);
        expect(DomUtils.findAll((element: Element) => ['script', 'img', 'svg'].includes(element.name), document.children)).toEqual([]);
      }
      expect(JSON.parse(jsonFeed(channel, []))).toMatchObject({ title: identity.title, description: payload, authors: [{ name: identity.title }] });
      expect(JSON.parse(webManifest(identity))).toMatchObject({ name: identity.title, description: payload });
    }
  });

  it('is plain text in mail: a From name without line breaks, escaped in the HTML body', () => {
    for (const payload of CORPUS) {
      const identity = identityOf(payload);
      const mail = confirmationMail(identity.title, SITE_URL, 'reader@example.com', 'token');
      expect(scriptVectors(mail.html)).toEqual([]);
      expect(textOf(mail.html, (element) => element.name === 'strong')).toEqual([identity.title]);
      const message = nodemailerMessage({ ...mail, fromName: `${identity.title}\r\nBcc: victim@example.com` }, { siteName: 'Folio', from: 'blog@notes.example.org', host: 'notes.example.org' });
      expect((message.from as { name: string }).name).not.toMatch(/[\r\n]/);
    }
  });
});
