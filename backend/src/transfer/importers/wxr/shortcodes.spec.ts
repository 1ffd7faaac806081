import { describe, expect, it } from '@jest/globals';
import { findExecutable } from '../../../../test/support/executable-html.js';
import { MAX_GALLERY_IMAGES } from '../../../render/gallery-markdown.js';
import { htmlToMarkdown } from '../../../render/html-to-markdown.js';
import { renderMarkdown } from '../../../render/markdown-renderer.js';
import { expandShortcodes, MAX_SHORTCODE_DEPTH, type WxrAttachment } from './shortcodes.js';

const file = (n: number, extra: Partial<WxrAttachment> = {}): [string, WxrAttachment] => [
  String(n),
  { url: `https://old.example/wp-content/uploads/${n}.jpg`, caption: '', alt: `Photo ${n}`, parent: '1', order: n, ...extra },
];
const attachments = new Map([file(11, { caption: 'Eleven &amp; more' }), file(12), file(13, { parent: '2' })]);
const expand = (content: string) => expandShortcodes(content, attachments, '1');
const rendered = (content: string) => renderMarkdown(htmlToMarkdown(expand(content).html).markdown);

describe('WordPress shortcodes', () => {
  it('draws [gallery] from the attachments it names, or else those of its post, with their captions', () => {
    const named = rendered('[gallery ids="12,11,13" columns="3"]');
    expect([...named.matchAll(/src="([^"]+)"/g)].map(([, src]) => src)).toEqual(['12', '11', '13'].map((n) => `https://old.example/wp-content/uploads/${n}.jpg`));
    expect(named).toContain('<figure class="gallery">');
    expect(named).toContain('<figcaption>Eleven &amp; more</figcaption>');
    expect(rendered('[gallery]').match(/<img /g)).toHaveLength(2);
    expect(rendered('[gallery link="file" exclude="12"]').match(/<img [^>]*>/g)).toEqual([expect.stringContaining('uploads/11.jpg')]);
    expect(expand('[gallery ids="11,99"]').warnings).toEqual(['A WordPress [gallery] names attachments the export does not hold, left out: 99']);
  });

  it('turns [caption] into a captioned figure, and [audio], [video] and [embed] into their address on a line of its own', () => {
    expect(rendered('[caption id="x" caption="From the attribute"]<img src="https://old.example/a.jpg" alt="A">[/caption]')).toContain(
      '<figcaption>From the attribute</figcaption>',
    );
    const markdown = htmlToMarkdown(
      expand('<p>Listen:</p>[audio mp3="https://old.example/a_b.mp3"][/audio]\n[video width="640" mp4="https://old.example/v_1.mp4" poster="x.jpg"]\n[embed]https://www.youtube.com/watch?v=a_b[/embed]').html,
    ).markdown;
    expect(markdown).toBe('Listen:\n\nhttps://old.example/a_b.mp3\n\nhttps://old.example/v_1.mp4\n\nhttps://www.youtube.com/watch?v=a_b');
  });

  it("turns Jetpack's embed shortcodes and [playlist] into addresses on lines of their own, and drops one without an address, saying so", () => {
    const media = new Map([file(31, { url: 'https://old.example/wp-content/uploads/a_1.mp3' }), file(32, { url: 'https://old.example/wp-content/uploads/b.ogg' }), file(33)]);
    const { html, warnings } = expandShortcodes(
      [
        '[youtube https://www.youtube.com/watch?v=dQw4w9WgXcQ&w=640]',
        '[youtube dQw4w9WgXcQ]',
        '[vimeo 123456 w=400 h=300]',
        '[wpvideo tFnqC2XV w=640]',
        '[soundcloud url="https://api.soundcloud.com/tracks/1" params="auto_play=false"]',
        '[tweet 1234567890]',
        '[gist https://gist.github.com/someone/abc123]',
        '[spotify id="spotify:track:4uLU6hMCjMI75M1A2tKUQC"]',
        '[playlist ids="31,32,33"]',
        '[vimeo javascript:alert(1)]',
      ].join('\n'),
      media,
      '1',
    );
    // A known provider's address comes as the provider list gives it (render/embeds), the others as written.
    expect(htmlToMarkdown(html).markdown.split(/\n+/)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/123456',
      'https://videopress.com/v/tFnqC2XV',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1',
      'https://twitter.com/i/status/1234567890',
      'https://gist.github.com/someone/abc123',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://old.example/wp-content/uploads/a_1.mp3',
      'https://old.example/wp-content/uploads/b.ogg',
    ]);
    expect(warnings).toEqual(['A WordPress [vimeo] without an address Folio could read was left out']);
  });

  it('leaves other shortcodes as text and names each with its count; an escaped one is shown as written', () => {
    const { html, warnings } = expand('[contact-form-7 id="1"] [recent-posts] [contact-form-7 id="2"] [[gallery]] [sic] [note]x[/note]');
    expect(html).toBe('[contact-form-7 id="1"] [recent-posts] [contact-form-7 id="2"] [gallery] [sic] [note]x[/note]');
    expect(warnings).toEqual(['WordPress shortcodes left as text (Folio has nothing to show them with): [contact-form-7] ×2, [recent-posts], [note]']);
  });

  it('follows nesting only so deep: 1,000 nested captions end with a report line (their time: shortcodes.serial-spec.ts)', () => {
    const content = `${'[caption]'.repeat(1000)}<img src="https://old.example/a.jpg">deep${'[/caption]'.repeat(1000)}`;
    const { html, warnings } = expand(content);
    expect(warnings).toEqual([`WordPress shortcodes nested more than ${MAX_SHORTCODE_DEPTH} deep: the deeper ones were left as text`]);
    expect(html).toContain('<img src="https://old.example/a.jpg">');
  });

  it('keeps at most MAX_GALLERY_IMAGES of a gallery, and says so', () => {
    const many = new Map(Array.from({ length: 1000 }, (_, n) => file(n + 100)));
    const { html, warnings } = expandShortcodes(`[gallery ids="${[...many.keys()].join(',')}"]`, many, '1');
    expect(html.match(/<img /g)).toHaveLength(MAX_GALLERY_IMAGES);
    expect(warnings).toEqual([`A WordPress gallery of 1000 images: the first ${MAX_GALLERY_IMAGES} are kept, the most one gallery holds`]);
  });

  it('never lets script through a shortcode or a gallery', () => {
    const hostile = new Map([file(1, { url: 'javascript:alert(1)', caption: '<script>alert(1)</script>', alt: '"><script>alert(2)</script>' }), file(2, { caption: '<img src=x onerror=alert(3)>' })]);
    const html = expandShortcodes(
      '[gallery ids="1,2"][caption caption="<script>alert(4)</script>"]<img src="x" onerror="alert(5)">[/caption][embed]javascript:alert(6)[/embed][video src="javascript:alert(7)"]',
      hostile,
      '1',
    ).html;
    expect(findExecutable(renderMarkdown(htmlToMarkdown(html).markdown))).toEqual([]);
  });
});
