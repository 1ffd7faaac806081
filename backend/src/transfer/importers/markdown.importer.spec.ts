import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { collectItems, folderEntries, IMPORT_FIXTURES, TINY_PNG, writeUpload, zipBytes } from '../../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../../test/support/temp-dir.js';
import type { ImportedItem, ImportSource } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';

const markdownOf = (item: ImportedItem) => ('markdown' in item.body ? item.body.markdown : '');

describe('Markdown folder importer', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('markdown-import');
  });
  afterAll(() => removeTempDir(dir));

  async function open(site: string, extra: { name: string; data: Buffer }[] = []): Promise<{ source: ImportSource; items: ImportedItem[] }> {
    const zip = await zipBytes([...folderEntries(path.join(IMPORT_FIXTURES, 'markdown', site), `${site}/`), ...extra]);
    const source = await openImportSource(writeUpload(dir, `${site}.zip`, zip));
    expect(source.format).toBe('markdown');
    return { source, items: await collectItems(source) };
  }

  it('reads a Hugo site: page bundles, front matter, aliases, covers and images beside the post', async () => {
    const { source, items } = await open('hugo-site', [
      { name: 'hugo-site/content/posts/first-post/cover.png', data: TINY_PNG },
      { name: 'hugo-site/content/posts/first-post/diagram.png', data: TINY_PNG },
      { name: 'hugo-site/static/images/logo.png', data: TINY_PNG },
    ]);
    expect(items.map(({ title, slug, status }) => ({ title, slug, status }))).toEqual([
      { title: 'Astro style', slug: 'astro-style', status: 'published' },
      { title: 'My First Post', slug: 'first-post', status: 'published' },
      { title: 'Second post', slug: 'custom-second', status: 'draft' },
    ]);
    const [astro, first, second] = items as [ImportedItem, ImportedItem, ImportedItem];
    expect(first.publishedAt).toEqual(new Date('2021-04-05T08:30:00Z'));
    expect(first.tags).toEqual(['hugo', 'Writing', 'Notes']);
    expect(first.excerpt).toBe('The first post, in a page bundle.');
    expect(first.oldPaths).toEqual(['/old/first-post/', '/2021/first.html', '/posts/first-post/']);
    expect(first.coverImage).toEqual({ url: 'cover.png', alt: 'A blank cover' });
    expect(first.baseDir).toBe('hugo-site/content/posts/first-post/');
    expect(first.siteRootDir).toBe('hugo-site/static/');
    expect(source.files.has(`${first.baseDir}${first.coverImage!.url}`)).toBe(true);
    expect(source.files.has(`${first.siteRootDir}images/logo.png`)).toBe(true);
    expect(markdownOf(first)).toBe('Hello from a **page bundle**.\n\n![Beside the post](diagram.png)\n\n![From static](/images/logo.png)\n\n{{< youtube abc123 >}}\n');
    expect(first.warnings).toEqual(['Hugo shortcodes ({{< … >}}) are left as text']);
    expect(second.excerpt).toBe('Has a slug of its own');
    expect(second.oldPaths).toEqual([]);
    expect(astro.publishedAt).toEqual(new Date('2022-07-08T00:00:00Z'));
    expect(astro.coverImage).toEqual({ url: '/images/logo.png', alt: null });
    expect(source.notes?.()).toEqual([
      '1 Markdown files without front matter (such as READMEs) were not imported',
      '1 files with TOML front matter (+++) were not imported: Folio reads YAML front matter',
    ]);
    await source.close();
  });

  it('reads a Jekyll site: dates and slugs from file names, drafts, categories, redirect_from and pages', async () => {
    const { source, items } = await open('jekyll-site');
    expect(items.map(({ title, slug, status, type }) => ({ title, slug, status, type }))).toEqual([
      { title: 'Unfinished thought', slug: 'unfinished', status: 'draft', type: 'post' },
      { title: 'A Jekyll post', slug: 'jekyll-post', status: 'published', type: 'post' },
      { title: 'Non-ASCII file name', slug: 'ελληνικά', status: 'published', type: 'post' },
      { title: 'About', slug: 'about', status: 'published', type: 'page' },
    ]);
    const [, post, greek, about] = items as ImportedItem[];
    expect(post!.publishedAt).toEqual(new Date('2020-01-02T00:00:00Z'));
    expect(post!.tags).toEqual(['ruby', 'jekyll', 'update']);
    expect(post!.coverImage).toEqual({ url: '/assets/header.png', alt: 'Header' });
    expect(post!.oldPaths).toEqual(['/old-jekyll-url/', '/jekyll/update/2020/01/02/jekyll-post.html', '/2020/01/02/jekyll-post.html']);
    expect(post!.warnings).toEqual(['Liquid tags ({% … %}) are left as text']);
    expect(greek!.publishedAt).toEqual(new Date('2020-02-03T07:00:00Z'));
    expect(greek!.oldPaths).toEqual(['/2020/02/03/%CE%B5%CE%BB%CE%BB%CE%B7%CE%BD%CE%B9%CE%BA%CE%AC.html']);
    expect(about!.oldPaths).toEqual(['/about/']);
    expect(items[0]!.warnings).toEqual(['No date in the front matter or the file name']);
    await source.close();
  });

  it('skips a file whose front matter is broken, with a note, and imports the rest', async () => {
    const zip = await zipBytes([
      { name: 'a.md', data: '---\ntitle: [unclosed\n---\nbody' },
      { name: 'b.md', data: '---\ntitle: Fine\ndate: 2020-01-01\n---\nbody' },
    ]);
    const source = await openImportSource(writeUpload(dir, 'broken-yaml.zip', zip));
    const items = await collectItems(source);
    expect(items.map((item) => item.title)).toEqual(['Fine']);
    expect(source.notes?.()[0]).toMatch(/^a\.md skipped: its front matter cannot be read/);
    await source.close();
  });
});
