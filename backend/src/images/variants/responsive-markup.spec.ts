import { describe, expect, it } from '@jest/globals';
import { FIRST_SCREEN_TEXT, GALLERY_SIZES, PROSE_SIZES, type ResponsiveImage, responsiveHtml } from './responsive-markup.js';

const OURS: Record<string, ResponsiveImage> = {
  '/uploads/a.webp': { width: 2000, height: 1500, srcsets: { srcset: '/uploads/a480.webp 480w, /uploads/a.webp 2000w' } },
  '/uploads/b.jpg': { width: 900, height: 600, srcsets: { srcset: '/uploads/b480.jpg 480w, /uploads/b.jpg 900w', webpSrcset: '/uploads/b480.webp 480w' } },
  '/uploads/c.webp': { width: 300, height: 200 },
};
const imageAt = (src: string) => OURS[src];
const img = (src: string, extra = '') => `<img src="${src}" alt="x"${extra} loading="lazy" />`;
const tags = (html: string) => [...html.matchAll(/<(img|source|picture)\b[^>]*>/g)].map(([tag]) => tag);

describe('responsive markup of a post', () => {
  it('gives the first image of an article without a cover priority, and the others lazy loading', () => {
    const html = `<p>${img('/uploads/a.webp')}</p><p>${img('/uploads/c.webp')}</p>`;
    expect(tags(responsiveHtml(html, imageAt, { hasCover: false }))).toEqual([
      `<img src="/uploads/a.webp" alt="x" width="2000" height="1500" srcset="/uploads/a480.webp 480w, /uploads/a.webp 2000w" sizes="${PROSE_SIZES}" fetchpriority="high" />`,
      '<img src="/uploads/c.webp" alt="x" width="300" height="200" loading="lazy" decoding="async" />',
    ]);
  });

  it("gives the first image no priority when more than a phone's first screen of text comes before it", () => {
    const paragraph = (length: number) => `<p>${'word '.repeat(length / 5).trim()} <em>and</em></p>\n`;
    const near = responsiveHtml(`${paragraph(FIRST_SCREEN_TEXT - 60)}<p>${img('/uploads/c.webp')}</p>`, imageAt, { hasCover: false });
    expect(tags(near)).toEqual(['<img src="/uploads/c.webp" alt="x" width="300" height="200" fetchpriority="high" />']);
    const far = responsiveHtml(`${paragraph(FIRST_SCREEN_TEXT / 2)}<h2>Next</h2>${paragraph(FIRST_SCREEN_TEXT / 2)}<p>${img('/uploads/c.webp')}</p>`, imageAt, {
      hasCover: false,
    });
    expect(tags(far)).toEqual(['<img src="/uploads/c.webp" alt="x" width="300" height="200" loading="lazy" decoding="async" />']);
    expect(responsiveHtml(far, imageAt, { hasCover: false })).toBe(far);
  });

  it('leaves priority to the cover when there is one', () => {
    const [first] = tags(responsiveHtml(img('/uploads/c.webp'), imageAt, { hasCover: true }));
    expect(first).toBe('<img src="/uploads/c.webp" alt="x" width="300" height="200" loading="lazy" decoding="async" />');
  });

  it('offers WebP first in a <picture> when the upload is another format', () => {
    const html = responsiveHtml(`<p>${img('https://cdn.example/x.jpg')}${img('/uploads/b.jpg')}</p>`, imageAt, { hasCover: false });
    expect(html).toBe(
      `<p>${img('https://cdn.example/x.jpg')}<picture><source type="image/webp" srcset="/uploads/b480.webp 480w" sizes="${PROSE_SIZES}" />` +
        `<img src="/uploads/b.jpg" alt="x" width="900" height="600" srcset="/uploads/b480.jpg 480w, /uploads/b.jpg 900w" sizes="${PROSE_SIZES}" loading="lazy" decoding="async" /></picture></p>`,
    );
  });

  it("leaves other sites' images as they are, even first", () => {
    const html = `<p>${img('https://cdn.example/x.jpg')}</p><p>${img('/uploads/missing.webp')}</p>`;
    expect(responsiveHtml(html, imageAt, { hasCover: false })).toBe(html);
  });

  it('offers the images of a gallery at the width of a cell of its grid, and the others at the width of the column', () => {
    const gallery = `<figure class="gallery"><figure>${img('/uploads/a.webp')}</figure><figure>${img('/uploads/b.jpg')}<figcaption>B</figcaption></figure></figure>`;
    const html = responsiveHtml(`${gallery}\n<p>${img('/uploads/a.webp')}</p>`, imageAt, { hasCover: true });
    expect(tags(html).map((tag) => /sizes="([^"]*)"/.exec(tag)?.[1])).toEqual([GALLERY_SIZES, undefined, GALLERY_SIZES, GALLERY_SIZES, PROSE_SIZES]);
    expect(responsiveHtml(html, imageAt, { hasCover: true })).toBe(html);
  });

  it('keeps the width the author chose, and draws the image at most that wide', () => {
    const [tag] = tags(responsiveHtml(img('/uploads/a.webp', ' width="320"'), imageAt, { hasCover: true }));
    expect(tag).toBe('<img src="/uploads/a.webp" alt="x" width="320" srcset="/uploads/a480.webp 480w, /uploads/a.webp 2000w" sizes="min(320px, 100vw)" loading="lazy" decoding="async" />');
  });

  it('gives the same HTML when run on its own output, and the new variants when there are more', () => {
    const html = `<p>${img('/uploads/b.jpg')}</p><p>${img('/uploads/a.webp')}</p><p>${img('https://cdn.example/x.jpg')}</p>`;
    const once = responsiveHtml(html, imageAt, { hasCover: false });
    expect(responsiveHtml(once, imageAt, { hasCover: false })).toBe(once);
    const withoutVariants = (src: string) => (OURS[src] ? { width: OURS[src]!.width, height: OURS[src]!.height } : undefined);
    const before = responsiveHtml(html, withoutVariants, { hasCover: false });
    expect(before).not.toContain('srcset');
    expect(responsiveHtml(before, imageAt, { hasCover: false })).toBe(once);
    // A cover added since: the first inline image gives up its priority.
    expect(tags(responsiveHtml(once, imageAt, { hasCover: true }))[2]).toContain('loading="lazy" decoding="async"');
  });

  it('never mistakes text that looks like its markup for it: the sanitiser escapes < and > in attributes', () => {
    const html = `<p>${img('/uploads/c.webp').replace('alt="x"', 'alt="&lt;picture&gt; &lt;source type=&quot;image/webp&quot;"')}</p>`;
    const once = responsiveHtml(html, imageAt, { hasCover: true });
    expect(once).toBe(html.replace('loading="lazy"', 'width="300" height="200" loading="lazy" decoding="async"'));
    expect(responsiveHtml(once, imageAt, { hasCover: true })).toBe(once);
  });
});
