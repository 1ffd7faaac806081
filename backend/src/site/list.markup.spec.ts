import { describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { PublicPostSummaryDto } from '../posts/posts.dto.js';
import { listInitialData, listMarkup, type ListView } from './list.markup.js';

const site = { siteName: 'Notes', siteUrl: 'https://notes.example.org', authorName: 'Ada' };

function post(index: number, overrides: Partial<PublicPostSummaryDto> = {}): PublicPostSummaryDto {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Post ${index}`,
    slug: `post-${index}`,
    excerpt: `About post ${index}.`,
    created_at: '2026-11-23T10:00:00.000Z',
    published_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    tags: ['news'],
    image_url: `/uploads/${index}.webp`,
    image_alt: `Cover ${index}`,
    image_srcset: null,
    image_webp_srcset: null,
    reading_time_minutes: 2,
    ...overrides,
  };
}

const view = (overrides: Partial<ListView>): ListView => ({ section: 'blog', page: 1, limit: 10, total: 25, items: [post(1), post(2)], ...overrides });
const render = (markup: string) => parseDocument(markup);
const find = (markup: string, test: (element: Element) => boolean) => DomUtils.findAll(test, render(markup).children);

function pagerControls(markup: string) {
  const [pager] = find(markup, (element) => element.name === 'nav' && element.attribs['aria-label'] === 'Pagination');
  return DomUtils.getChildren(pager)
    .filter((child): child is Element => 'attribs' in child)
    .map((control) => ({ tag: control.name, text: DomUtils.textContent(control), href: control.attribs.href, disabled: 'disabled' in control.attribs }));
}

describe('list markup', () => {
  it('draws the ends of the pager as disabled buttons and the other pages as links, as the SPA does', () => {
    expect(pagerControls(listMarkup(view({ page: 1 }), site))).toEqual([
      { tag: 'button', text: 'Previous', href: undefined, disabled: true },
      { tag: 'span', text: 'Page 1 of 3', href: undefined, disabled: false },
      { tag: 'a', text: 'Next', href: '/blog?page=2', disabled: false },
    ]);
    expect(pagerControls(listMarkup(view({ page: 3 }), site))).toEqual([
      { tag: 'a', text: 'Previous', href: '/blog?page=2', disabled: false },
      { tag: 'span', text: 'Page 3 of 3', href: undefined, disabled: false },
      { tag: 'button', text: 'Next', href: undefined, disabled: true },
    ]);
    expect(find(listMarkup(view({ total: 10 }), site), (element) => element.attribs['aria-label'] === 'Pagination')).toEqual([]);
  });

  it('keeps the search as typed and the tag in the pager links, in that order', () => {
    const markup = listMarkup(view({ section: 'stories', limit: 9, page: 2, q: 'Tide & "wind"', tag: 'news' }), site);
    const links = pagerControls(markup).filter((control) => control.tag === 'a');
    expect(links.map((link) => link.href)).toEqual(['/stories?q=Tide+%26+%22wind%22&tag=news', '/stories?q=Tide+%26+%22wind%22&tag=news&page=3']);
    expect(DomUtils.getElementById('stories-search', render(markup).children)?.attribs.value).toBe('Tide & "wind"');
  });

  it('draws the tag filters as links the server answers: each keeps the search and drops the page, the active one (marked current) clears its tag', () => {
    const markup = listMarkup(view({ section: 'stories', limit: 9, page: 2, q: 'tide & wind', tag: 'insight' }), site);
    const [group] = find(markup, (element) => element.attribs.role === 'group' && element.attribs['aria-label'] === 'Filter by tag');
    const links = DomUtils.getChildren(group!).filter((child): child is Element => 'attribs' in child);
    expect(links.map((link) => [link.name, DomUtils.textContent(link), link.attribs.href, link.attribs['aria-current']])).toEqual([
      ['a', 'personal', '/stories?q=tide+%26+wind&tag=personal', undefined],
      ['a', 'insight', '/stories?q=tide+%26+wind', 'true'],
      ['a', 'community', '/stories?q=tide+%26+wind&tag=community', undefined],
      ['a', 'news', '/stories?q=tide+%26+wind&tag=news', undefined],
      ['a', 'Clear filter', '/stories?q=tide+%26+wind', undefined],
    ]);
    const unfiltered = listMarkup(view({ section: 'stories', limit: 9 }), site);
    expect(find(unfiltered, (element) => DomUtils.textContent(element) === 'Clear filter')).toEqual([]);
    expect(find(unfiltered, (element) => element.name === 'a' && element.attribs.class === 'tag tag--button').map((link) => link.attribs.href)).toEqual([
      '/stories?tag=personal',
      '/stories?tag=insight',
      '/stories?tag=community',
      '/stories?tag=news',
    ]);
  });

  it.each([
    [{ section: 'blog' as const }, 'No stories found', undefined],
    [{ section: 'stories' as const }, 'No stories found', undefined],
    [{ section: 'stories' as const, q: 'volcano' }, 'No stories foundTry other words or another tag.Clear all filters', '/stories'],
  ])('says what an empty list says in the SPA: %o', (overrides, text, clearHref) => {
    const markup = listMarkup(view({ ...overrides, items: [], total: 0 }), site);
    const [empty] = find(markup, (element) => element.attribs.class === 'status-line' || element.attribs.class === 'screen-message');
    expect(DomUtils.textContent(empty)).toBe(text);
    const clear = find(markup, (element) => element.name === 'a' && DomUtils.textContent(element) === 'Clear all filters');
    expect(clear[0]?.attribs.href).toBe(clearHref);
  });

  it('loads the first cover at once and first, the others lazily', () => {
    const images = find(listMarkup(view({}), site), (element) => element.name === 'img');
    expect(images.map((image) => [image.attribs.loading, image.attribs.fetchpriority, image.attribs.decoding])).toEqual([
      ['eager', 'high', undefined],
      ['lazy', undefined, 'async'],
    ]);
    expect(images.every((image) => image.attribs.width === '1200' && image.attribs.height === '630')).toBe(true);
  });

  it('loads at once the first cover there is, when the first card has none', () => {
    const markup = listMarkup(view({ items: [post(1, { image_url: null }), post(2), post(3)] }), site);
    const images = find(markup, (element) => element.name === 'img');
    expect(images.map((image) => [image.attribs.alt, image.attribs.loading])).toEqual([
      ['Cover 2', 'eager'],
      ['Cover 3', 'lazy'],
    ]);
  });

  it("offers a card's cover in the widths made of it, WebP first in a <picture> when the cover is another format", () => {
    const jpeg = post(1, { image_url: '/uploads/a.jpg', image_srcset: '/uploads/b.jpg 480w, /uploads/a.jpg 900w', image_webp_srcset: '/uploads/c.webp 480w, /uploads/d.webp 900w' });
    const webp = post(2, { image_srcset: '/uploads/e.webp 480w, /uploads/2.webp 800w' });
    const markup = listMarkup(view({ items: [jpeg, webp, post(3)] }), site);
    const [source] = find(markup, (element) => element.name === 'source');
    expect(source?.attribs).toEqual({ type: 'image/webp', srcset: '/uploads/c.webp 480w, /uploads/d.webp 900w', sizes: '(min-width: 42rem) 23rem, 100vw' });
    expect((source?.parent as Element).name).toBe('picture');
    const images = find(markup, (element) => element.name === 'img');
    expect(images.map((image) => [image.attribs.srcset, image.attribs.sizes, (image.parent as Element).name])).toEqual([
      ['/uploads/b.jpg 480w, /uploads/a.jpg 900w', '(min-width: 42rem) 23rem, 100vw', 'picture'],
      ['/uploads/e.webp 480w, /uploads/2.webp 800w', '(min-width: 42rem) 23rem, 100vw', 'div'],
      [undefined, undefined, 'div'],
    ]);
  });

  it('shows the three newest posts on the home page, with the welcome, the buttons and the three blurbs', () => {
    const markup = listMarkup(view({ section: 'home', items: [1, 2, 3, 4, 5].map((index) => post(index)) }), site);
    const latest = find(markup, (element) => element.name === 'li' && element.attribs.class === 'latest__item');
    expect(latest.map((item) => DomUtils.getElementsByTagName('a', item)[0].attribs.href)).toEqual(['/blog/post-1', '/blog/post-2', '/blog/post-3']);
    expect(find(markup, (element) => element.attribs.class === 'blurb')).toHaveLength(3);
    const buttons = find(markup, (element) => element.name === 'a' && /\bbutton\b/.test(element.attribs.class ?? ''));
    expect(buttons.map((link) => [DomUtils.textContent(link), link.attribs.href])).toEqual([
      ['Read the Blog', '/blog'],
      ['Browse Stories', '/stories'],
    ]);
  });

  it('hands the list over as the API wrote it, under the query without empty parts, never closing its script early', () => {
    const json = JSON.stringify({ items: [post(1, { title: '</script><script>alert(1)</script>' })], total: 1, page: 1, limit: 9 });
    const markup = listInitialData({ page: 1, limit: 9, q: undefined, tag: '' }, json);
    const scripts = find(markup, (element) => element.name === 'script');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(DomUtils.textContent(scripts[0])) as { posts: { args: object; list: object } };
    expect(data.posts.args).toEqual({ page: 1, limit: 9 });
    expect(JSON.stringify(data.posts.list)).toBe(json);
  });
});
