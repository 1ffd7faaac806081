import { beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { collectItems, IMPORT_FIXTURES, writeUpload } from '../../../test/support/import-archives.js';
import { makeTempDir, removeTempDir } from '../../../test/support/temp-dir.js';
import { MAX_GALLERY_IMAGES } from '../../render/gallery-markdown.js';
import { htmlToMarkdown } from '../../render/html-to-markdown.js';
import { imageReferences } from '../import/image-references.js';
import { type ImportedItem, type ImportedMenu, ImportRefusedError } from '../import-source.js';
import { openImportSource } from '../open-import-source.js';
import { wpautop } from './wxr/wpautop.js';

const fixture = (name: string) => path.join(IMPORT_FIXTURES, 'wordpress', name);
const html = (item: ImportedItem) => ('html' in item.body ? item.body.html : '');

describe('WordPress (WXR) importer', () => {
  let items: ImportedItem[];
  let notes: readonly string[];
  const byId = (id: string) => items.find((item) => item.sourceId === id)!;

  beforeAll(async () => {
    const source = await openImportSource(fixture('wxr-1.2.xml'));
    expect(source.format).toBe('wordpress');
    items = await collectItems(source);
    notes = source.notes?.() ?? [];
    await source.close();
  });

  it('reads posts and pages, not attachments, trash or menu items', () => {
    expect(items.map(({ sourceId, type, title, slug, status }) => ({ sourceId, type, title, slug, status }))).toEqual([
      { sourceId: '10', type: 'post', title: 'Hello & welcome', slug: 'hello-world', status: 'published' },
      { sourceId: '20', type: 'post', title: 'Not yet', slug: 'not-yet', status: 'scheduled' },
      { sourceId: '21', type: 'post', title: 'A draft', slug: '', status: 'draft' },
      { sourceId: '22', type: 'post', title: 'Secret', slug: 'secret', status: 'draft' },
      { sourceId: '23', type: 'post', title: 'Waiting', slug: 'waiting', status: 'draft' },
      { sourceId: '24', type: 'post', title: '日本語の記事', slug: '日本語', status: 'published' },
      { sourceId: '30', type: 'page', title: 'About', slug: 'about', status: 'published' },
    ]);
    // Menu items are read for the navigation (wxr-menus.ts); this one belongs to no menu.
    expect(notes).toEqual(['1 WordPress trash posts not imported']);
  });

  it('takes dates from wp:post_date_gmt, falling back to wp:post_date when it is 0000-00-00', () => {
    expect(byId('10').publishedAt).toEqual(new Date('2023-03-04T23:30:00Z'));
    expect(byId('10').updatedAt).toEqual(new Date('2023-03-06T09:00:00Z'));
    expect(byId('20').publishedAt).toEqual(new Date('2099-01-01T11:00:00Z'));
    expect(byId('21').publishedAt).toBeNull();
    expect(byId('21').createdAt).toEqual(new Date('2023-06-01T08:00:00Z'));
  });

  it('makes categories and tags into tags (not Uncategorized or post formats), the excerpt, and the featured image from its attachment', () => {
    expect(byId('10').tags).toEqual(['News', 'Cats']);
    expect(byId('24').tags).toEqual(['旅']);
    expect(byId('10').excerpt).toBe('A short welcome');
    expect(byId('20').excerpt).toBeNull();
    // The attachment comes after its post in the file.
    expect(byId('10').coverImage).toEqual({ url: 'https://old.example.com/blog/wp-content/uploads/2023/03/cat.jpg', alt: null });
  });

  it('gives published items their old addresses: dated permalinks (local date), ?p=, and the link', () => {
    expect(byId('10').oldPaths).toEqual([
      '/blog/2023/03/05/hello-world/',
      '/blog/2023/03/hello-world/',
      '/blog/?p=10',
      '/blog/2023/03/04/hello-world/',
    ]);
    expect(byId('24').oldPaths).toEqual(['/blog/2023/08/09/%E6%97%A5%E6%9C%AC%E8%AA%9E/', '/blog/2023/08/%E6%97%A5%E6%9C%AC%E8%AA%9E/', '/blog/?p=24']);
    expect(byId('30').oldPaths).toEqual(['/blog/?page_id=30', '/blog/about/']);
    expect(byId('20').oldPaths).toEqual([]);
  });

  it('warns about private and pending items', () => {
    expect(byId('22').warnings).toEqual(['Private on WordPress: imported as a draft']);
    expect(byId('23').warnings).toEqual(['Pending review on WordPress: imported as a draft']);
  });

  it('turns autop text into paragraphs, [caption] into a captioned figure, [gallery] into its images, and keeps <pre> and block content', () => {
    const post = byId('10');
    const markdown = htmlToMarkdown(html(post)).markdown;
    expect(markdown).toContain('First paragraph with **bold**  \nand a line break.\n\nSecond paragraph.');
    expect(markdown).toContain('<figure><img src="https://old.example.com/blog/wp-content/uploads/2023/03/cat.jpg" alt="A cat" width="300" height="200"><figcaption>A sleeping cat</figcaption></figure>');
    expect(markdown).toContain('```\nline one\n\nline three\n```');
    expect(markdown).toMatch(/\n!\[\]\(https:\/\/old\.example\.com\/blog\/wp-content\/uploads\/2023\/03\/cat\.jpg\)$/);
    expect(markdown).not.toContain('[gallery');
    expect(post.warnings).toEqual(['A WordPress [gallery] names attachments the export does not hold, left out: 12']);
    expect(htmlToMarkdown(html(byId('20'))).markdown).toBe('Block editor content.');
  });

  it('refuses a DOCTYPE with entity declarations (billion laughs, external entities) without expanding anything', async () => {
    for (const name of ['billion-laughs.xml', 'external-entity.xml']) {
      const opening = openImportSource(fixture(name));
      await expect(opening).rejects.toThrow(ImportRefusedError);
      await expect(opening).rejects.toThrow(/declares a DOCTYPE/);
    }
  });

  it('refuses XML that breaks off half way, and XML that is not a WordPress export', async () => {
    const dir = makeTempDir('wxr');
    try {
      const broken = '<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>x</title></channel></rss>';
      await expect(openImportSource(writeUpload(dir, 'broken.xml', broken))).rejects.toThrow(/not well-formed XML/);
      await expect(openImportSource(writeUpload(dir, 'feed.xml', '<?xml version="1.0"?><rss><channel></channel></rss>'))).rejects.toThrow(
        'The file is not an export Folio can read: XML or HTML that is not a WordPress export (WXR)',
      );
    } finally {
      removeTempDir(dir);
    }
  });
});

describe('wpautop', () => {
  it('wraps text paragraphs, breaks single newlines, and leaves block elements unwrapped', () => {
    expect(wpautop('One\ntwo\n\nThree\n<ul>\n<li>item</li>\n</ul>\n<div>box</div>')).toBe(
      '<p>One<br />\ntwo</p>\n\n<p>Three</p>\n\n<ul>\n\n<li>item</li>\n\n</ul>\n\n<div>box</div>',
    );
  });
});

describe('WordPress (WXR) importer on the theme unit test export', () => {
  let items: ImportedItem[];
  let menu: ImportedMenu | null | undefined;
  const bySlug = (slug: string) => items.find((item) => item.slug === slug)!;
  const markdownOf = (slug: string) => htmlToMarkdown(html(bySlug(slug))).markdown;
  const imageLines = (markdown: string) => markdown.split('\n').filter((line) => /^!\[[^\]]*\]\(http/.test(line));

  beforeAll(async () => {
    const source = await openImportSource(fixture('theme-unit-test.xml'));
    items = await collectItems(source);
    menu = source.menu?.();
    await source.close();
  });

  it('keeps every image of every gallery, block or shortcode, with its caption', () => {
    const blocks = imageLines(markdownOf('block-gallery'));
    expect(blocks).toHaveLength(20);
    expect(blocks.filter((line) => /"Caption of image \d+"\)$/.test(line))).toHaveLength(16);
    const shortcodes = imageLines(markdownOf('shortcode-gallery'));
    expect(shortcodes).toHaveLength(9);
    expect(shortcodes[0]).toMatch(/image-21\.jpg "Attachment caption 21"\)$/);
    expect(shortcodes.every((line) => /"Attachment caption \d+"\)$/.test(line))).toBe(true);
    // A captioned image, a cover's background, a media-and-text image and a linked image.
    expect(imageReferences(markdownOf('media-blocks')).sort()).toEqual([30, 31, 32, 33].map((n) => expect.stringContaining(`image-${n}.`)));
  });

  it('reads the title as text, the Greek slug in its letters, and every tag', () => {
    expect(items.find((item) => item.sourceId === '1007')!.title).toBe('Markup: Title With Markup & Entities');
    expect(bySlug('επίπεδο-2').title).toBe('Επίπεδο 2');
    expect(bySlug('many-tags').tags).toHaveLength(124);
  });

  it('takes the menu with the most items, its links in order and nested by parent', () => {
    expect(menu).toMatchObject({ name: 'All Pages', notes: ['Other WordPress menus not imported (Folio has one top navigation): "Short" (2)'] });
    expect(menu!.links.map(({ label, parent, target }) => ({ label, parent, target }))).toEqual([
      { label: 'Home', parent: null, target: { url: '/' } },
      { label: '', parent: null, target: { item: '1011' } },
      { label: '', parent: '3002', target: { item: '1012' } },
      { label: 'Galleries', parent: null, target: { item: '1001' } },
      { label: 'Shortcodes', parent: null, target: { tag: 'Shortcodes' } },
      { label: 'WordPress.org', parent: null, target: { url: 'https://wordpress.org/' } },
      { label: 'A draft', parent: null, target: { item: '1013' } },
    ]);
  });
});

describe('WordPress (WXR) importer on a block gallery larger than Folio keeps', () => {
  it('keeps the first MAX_GALLERY_IMAGES images and says how many the gallery had', async () => {
    const dir = makeTempDir('wxr');
    try {
      const figures = Array.from({ length: 150 }, (_, n) => `<figure class="wp-block-image"><img src="https://old.example/${n}.jpg" alt=""/></figure>`).join('');
      const content = `<!-- wp:gallery -->\n<figure class="wp-block-gallery has-nested-images">${figures}</figure>\n<!-- /wp:gallery -->`;
      const xml = `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
        <item><title>Big</title><content:encoded><![CDATA[${content}]]></content:encoded><wp:post_id>1</wp:post_id><wp:post_name>big</wp:post_name>
        <wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item></channel></rss>`;
      const source = await openImportSource(writeUpload(dir, 'big.xml', xml));
      const [item] = await collectItems(source);
      await source.close();
      expect(imageReferences(htmlToMarkdown(html(item!)).markdown)).toHaveLength(MAX_GALLERY_IMAGES);
      expect(item!.warnings).toEqual([`A WordPress gallery of 150 images: the first ${MAX_GALLERY_IMAGES} are kept, the most one gallery holds`]);
    } finally {
      removeTempDir(dir);
    }
  });
});
