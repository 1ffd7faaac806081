import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ghostExport } from '../../../test/support/ghost-export.js';
import { collectItems, folderEntries, IMPORT_FIXTURES, TINY_PNG, writeUpload, zipBytes } from '../../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../../test/support/temp-dir.js';
import { htmlToMarkdown } from '../../render/html-to-markdown.js';
import type { ImportedItem } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';

const GHOST_JSON = path.join(IMPORT_FIXTURES, 'ghost', 'ghost-5-export.json');
const html = (item: ImportedItem) => ('html' in item.body ? item.body.html : '');

describe('Ghost importer', () => {
  let dir: string;
  let items: ImportedItem[];
  const bySource = (id: string) => items.find((item) => item.sourceId === id)!;

  beforeAll(async () => {
    dir = makeTempDir('ghost-import');
    // No .json in the name: detection reads the content only.
    const source = await openImportSource(writeUpload(dir, 'upload.bin', readFileSync(GHOST_JSON)));
    expect(source.format).toBe('ghost');
    items = await collectItems(source);
    expect(source.notes?.()).toEqual(["Ghost's internal tags (#name) were left out"]);
    await source.close();
  });
  afterAll(() => removeTempDir(dir));

  it('reads every post and page with titles, slugs, statuses and dates', () => {
    expect(items.map(({ title, slug, type, status }) => ({ title, slug, type, status }))).toEqual([
      { title: 'Both formats', slug: 'both-formats', type: 'post', status: 'published' },
      { title: 'Lexical only', slug: 'lexical-only', type: 'post', status: 'published' },
      { title: 'Mobiledoc only', slug: 'mobiledoc-only', type: 'post', status: 'published' },
      { title: 'About', slug: 'about', type: 'page', status: 'published' },
      { title: 'Coming soon', slug: 'coming-soon', type: 'post', status: 'scheduled' },
      { title: 'Unfinished', slug: 'unfinished', type: 'post', status: 'draft' },
      { title: 'Café à Zürich', slug: 'café-zürich', type: 'post', status: 'published' },
      { title: 'Both formats again', slug: 'both-formats', type: 'post', status: 'published' },
    ]);
    expect(items[0]!.publishedAt).toEqual(new Date('2024-01-02T09:00:00.000Z'));
    expect(items[4]!.publishedAt).toEqual(new Date('2099-01-01T00:00:00.000Z'));
    expect(items[5]!.publishedAt).toBeNull();
  });

  it('takes html over lexical, with __GHOST_URL__ made site-relative, the cover, its alt, tags in order and the excerpt', () => {
    const post = items[0]!;
    expect(html(post)).toBe('<p>From <strong>html</strong> field with <a href="/other-post/">a link</a></p>');
    expect(post.coverImage).toEqual({ url: '/content/images/2024/01/cover.png', alt: 'A cover' });
    expect(post.tags).toEqual(['Travel', 'Food & Drink']);
    expect(post.excerpt).toBe('Html wins over lexical');
    expect(post.oldPaths).toEqual(['/both-formats/']);
  });

  it('renders a Lexical body: formats, links, headings, lists, quotes and the common cards', () => {
    const { markdown } = htmlToMarkdown(html(bySource('64a000000000000000000002')));
    expect(markdown).toContain('Plain, **bold** and `code` with [*a link*](https://ghost.org/docs/)');
    expect(markdown).toContain('## Lists\n\n1.  first\n2.  second');
    expect(markdown).toContain('> A quote');
    expect(markdown).toContain('<figure><img src="/content/images/2024/01/photo.png" alt="A photo"><figcaption>Taken here</figcaption></figure>');
    expect(markdown).toContain("```javascript\nconsole.log('<hi>');\n```");
    expect(markdown).toContain('---');
    expect(markdown).toContain('[An article](https://example.com/article)');
    expect(markdown).toContain('Some *markdown* card');
    expect(markdown).toContain('Raw *html* card');
    expect(markdown).not.toContain('alert');
    expect(bySource('64a000000000000000000002').warnings).toEqual(['Ghost\'s "mystery-card" block is not imported']);
  });

  it('renders a Mobiledoc body: markups, atoms, lists and cards', () => {
    const { markdown } = htmlToMarkdown(html(bySource('64a000000000000000000003')));
    expect(markdown).toBe(
      [
        'Hello **strong** and [*a link*](https://example.org/)  \nafter a break',
        '### Mobiledoc heading',
        '-   one\n-   two',
        '![Old](/content/images/2020/05/old.jpg)',
        '```python\nx = 1\n```',
        '---',
      ].join('\n\n'),
    );
  });

  it('warns about members-only posts and the second use of a slug, and gives drafts no old path', () => {
    expect(items[6]!.warnings).toEqual(['Visible to paid only on Ghost: on Folio it is visible to everyone once published']);
    expect(items[6]!.oldPaths).toEqual(['/caf%C3%A9-z%C3%BCrich/']);
    expect(items[7]!.warnings).toEqual(['The slug "both-formats" is also used by "Both formats" in this export: this one will get another slug']);
    expect(items[5]!.oldPaths).toEqual([]);
  });

  it('reads the search and social fields from posts_meta (Ghost 4 and later) or from the post (older exports), and none when a post has none', async () => {
    const source = await openImportSource(
      writeUpload(
        dir,
        'seo.json',
        ghostExport([
          {
            id: 'new',
            title: 'Described',
            slug: 'described',
            canonical_url: 'https://first.example.com/described/',
            meta: { meta_title: 'For search', meta_description: 'Found by this', og_title: 'For shares', og_image: '__GHOST_URL__/content/images/share.png', twitter_image: 'https://cdn.example.com/t.png' },
          },
          { id: 'old', title: 'Older', slug: 'older', meta_title: 'On the post', og_description: 'Shared words', twitter_image: 'https://cdn.example.com/t.png' },
          { id: 'shares', title: 'Shared only', slug: 'shared-only', meta: { meta_title: '  ', og_title: 'The share title' } },
          { id: 'plain', title: 'Plain', slug: 'plain', canonical_url: null, meta: { meta_title: null, feature_image_alt: 'An alt' } },
        ]),
      ),
    );
    const [described, older, sharedOnly, plain] = await collectItems(source);
    await source.close();
    expect(described!.seo).toEqual({
      metaTitle: 'For search',
      metaDescription: 'Found by this',
      canonicalUrl: 'https://first.example.com/described/',
      ogImageUrl: '/content/images/share.png',
    });
    expect(older!.seo).toEqual({ metaTitle: 'On the post', metaDescription: 'Shared words', ogImageUrl: 'https://cdn.example.com/t.png' });
    expect(sharedOnly!.seo).toEqual({ metaTitle: 'The share title' });
    expect(plain).not.toHaveProperty('seo');
    // The fixture's posts have none either: an item imported before these fields reads as unchanged.
    expect(items.filter((item) => 'seo' in item)).toEqual([]);
  });

  it('reads a zip with content/images, pages in their own table, and says where images are', async () => {
    const zip = await zipBytes([
      ...folderEntries(path.join(IMPORT_FIXTURES, 'ghost-zip'), 'export/'),
      { name: 'export/content/images/2024/01/cover.png', data: TINY_PNG },
    ]);
    const source = await openImportSource(writeUpload(dir, 'ghost.zip', zip));
    const [post, page] = await collectItems(source);
    expect(post).toMatchObject({ title: 'Both formats', siteRootDir: 'export/', baseDir: 'export/' });
    expect(page).toMatchObject({ title: 'Separate page', type: 'page' });
    expect(source.files.has(`${post!.siteRootDir}${post!.coverImage!.url.slice(1)}`)).toBe(true);
    await source.close();
  });

  it('refuses JSON that is not a Ghost export, and a Ghost export over the size cap', async () => {
    await expect(openImportSource(writeUpload(dir, 'other.json', '{"posts": []}'))).rejects.toThrow(
      'The file is not an export Folio can read: JSON without the posts of a Ghost export (db[0].data.posts)',
    );
    await expect(openImportSource(GHOST_JSON, { maxJsonBytes: 1000 })).rejects.toThrow(/The Ghost export is [\d.]+ MB|bytes; Folio reads JSON exports of at most 1000 bytes/);
    await expect(openImportSource(writeUpload(dir, 'broken.json', '{"db": [{"data": '))).rejects.toThrow(/The Ghost export is not valid JSON/);
  });
});
