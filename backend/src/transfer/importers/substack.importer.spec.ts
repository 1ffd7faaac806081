import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { collectItems, folderEntries, IMPORT_FIXTURES, writeUpload, zipBytes } from '../../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../../test/support/temp-dir.js';
import { htmlToMarkdown } from '../../render/html-to-markdown.js';
import type { ImportedItem } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';

describe('Substack importer', () => {
  let dir: string;
  let items: ImportedItem[];
  let notes: readonly string[];
  const bySlug = (slug: string) => items.find((item) => item.slug === slug)!;

  beforeAll(async () => {
    dir = makeTempDir('substack');
    const zip = await zipBytes(folderEntries(path.join(IMPORT_FIXTURES, 'substack')));
    const source = await openImportSource(writeUpload(dir, 'export', zip));
    expect(source.format).toBe('substack');
    items = await collectItems(source);
    notes = source.notes?.() ?? [];
    await source.close();
  });
  afterAll(() => removeTempDir(dir));

  it('reads every post and page of posts.csv with its body, and skips threads', () => {
    expect(items.map(({ sourceId, slug, type, status }) => ({ sourceId, slug, type, status }))).toEqual([
      { sourceId: '101.first-issue', slug: 'first-issue', type: 'post', status: 'published' },
      { sourceId: '102.=cmd-formula', slug: '=cmd-formula', type: 'post', status: 'published' },
      { sourceId: '103.draft-idea', slug: 'draft-idea', type: 'post', status: 'draft' },
      { sourceId: '104.about', slug: 'about', type: 'page', status: 'published' },
      { sourceId: '106.paid-deep-dive', slug: 'paid-deep-dive', type: 'post', status: 'published' },
      { sourceId: '107.episode-1', slug: 'episode-1', type: 'post', status: 'published' },
    ]);
    expect(notes).toEqual(['1 Substack threads (discussion threads) not imported']);
  });

  it('takes the title, subtitle as excerpt, post date, and /p/{slug} as the old address', () => {
    const post = bySlug('first-issue');
    expect(post.title).toBe('First issue');
    expect(post.excerpt).toBe('Welcome, readers');
    expect(post.publishedAt).toEqual(new Date('2023-02-01T10:00:00.000Z'));
    expect(post.oldPaths).toEqual(['/p/first-issue']);
    expect(bySlug('draft-idea').oldPaths).toEqual([]);
    expect(bySlug('draft-idea').publishedAt).toBeNull();
    const markdown = htmlToMarkdown('html' in post.body ? post.body.html : '').markdown;
    expect(markdown).toContain('Hello *readers*. Here is a [link](https://example.com).');
    expect(markdown).toContain('<figcaption>Growth over time</figcaption>');
    expect(markdown).toContain('### What is next');
  });

  it('keeps formula-like cells exactly as text, warns about the title, and renders them as text', () => {
    const post = bySlug('=cmd-formula');
    expect(post.title).toBe('=HYPERLINK("http://evil.example","click")');
    expect(post.excerpt).toBe('@SUM(1+1)');
    expect(post.warnings).toEqual(['The title starts with "=", which spreadsheets read as a formula; Folio keeps it as text, exactly as written']);
    expect(bySlug('draft-idea').title).toBe('-Draft idea');
    expect(bySlug('draft-idea').excerpt).toBe('+plus subtitle');
    expect(bySlug('draft-idea').warnings[0]).toContain('starts with "-"');
  });

  it('warns about paid-only posts and podcasts', () => {
    expect(bySlug('paid-deep-dive').warnings).toEqual(['For only paid subscribers on Substack: on Folio it is visible to everyone once published']);
    expect(bySlug('episode-1').warnings).toEqual(['A Substack podcast: the text is imported, the audio is not']);
  });

  it('notes a post whose body file is missing rather than failing', async () => {
    const zip = await zipBytes([
      { name: 'posts.csv', data: 'post_id,post_date,is_published,type,title\n1.lost,2023-01-01,true,newsletter,Lost\n' },
      { name: 'posts/2.other.html', data: '<p>x</p>' },
    ]);
    const source = await openImportSource(writeUpload(dir, 'missing.zip', zip));
    const [item] = await collectItems(source);
    expect(item!.warnings).toEqual(['The export has no body for this post (posts/1.lost.html)']);
    await source.close();
  });
});
