import { describe, expect, it } from '@jest/globals';
import { findExecutable } from '../../../test/support/executable-html.js';
import { htmlToMarkdown } from '../html-to-markdown.js';
import { renderMarkdown } from '../markdown-renderer.js';
import { XSS_PAYLOADS } from '../xss-payloads.js';
import { unknownEmbedsWarning } from './embed-turndown.js';

describe('imported embeds', () => {
  it.each([
    ['a YouTube iframe', '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" allowfullscreen></iframe>', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a Vimeo iframe', '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e"></iframe>', 'https://vimeo.com/76979871/8272103f6e'],
    ['a Spotify iframe', '<iframe src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator"></iframe>', 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'],
    [
      'a Bandcamp iframe with its fallback link',
      '<iframe style="border: 0; width: 350px; height: 470px;" src="https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/" seamless><a href="https://artist.bandcamp.com/album/x">X by Artist</a></iframe>',
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
    ],
    [
      "Ghost's embed card",
      '<figure class="kg-card kg-embed-card"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe><figcaption>The talk</figcaption></figure>',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      "WordPress's embed block",
      '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/dQw4w9WgXcQ\n</div></figure>',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['a URL alone in its paragraph (WordPress’s classic editor)', '<p>https://www.youtube.com/watch?v=abc_def_ghi</p>', 'https://www.youtube.com/watch?v=abc_def_ghi'],
    ['a paragraph linking a URL to itself', '<p><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></p>', 'https://vimeo.com/76979871'],
    ['a video element', '<figure class="wp-block-video"><video controls src="https://cdn.example/media/talk.mp4"></video></figure>', 'https://cdn.example/media/talk.mp4'],
    ['an audio element with a source', '<audio controls><source src="https://cdn.example/media/tune.mp3" type="audio/mpeg"></audio>', 'https://cdn.example/media/tune.mp3'],
  ])('turns %s into the bare URL on a line of its own, which renders as the embed', (_label, html, url) => {
    const { markdown, unknownEmbeds } = htmlToMarkdown(`<p>Before.</p>${html}<p>After.</p>`);
    expect(markdown.split('\n\n')).toContain(url);
    expect(unknownEmbeds).toEqual({});
    const rendered = renderMarkdown(markdown);
    expect(rendered).toMatch(/<figure class="embed |<video |<audio /);
    expect(findExecutable(rendered)).toEqual([]);
  });

  it('leaves a paragraph with more than the URL as it was', () => {
    expect(htmlToMarkdown('<p>See https://www.youtube.com/watch?v=abc_def_ghi now</p>').markdown).toBe('See https://www.youtube.com/watch?v=abc_def_ghi now');
    expect(htmlToMarkdown('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">my talk</a></p>').markdown).toBe('[my talk](https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
  });

  it('keeps the caption of an embed block and the URL of an unknown provider’s (a link then)', () => {
    const { markdown } = htmlToMarkdown(
      '<figure class="wp-block-embed is-provider-twitter"><div class="wp-block-embed__wrapper">https://twitter.com/a_b/status/1</div><figcaption>A *post*</figcaption></figure>',
    );
    expect(markdown).toBe('https://twitter.com/a_b/status/1\n\nA \\*post\\*');
    expect(renderMarkdown(markdown)).toContain('<a href="https://twitter.com/a_b/status/1"');
  });

  it('drops an unknown iframe or player and counts it by host', () => {
    const { markdown, unknownEmbeds } = htmlToMarkdown(
      '<p>a</p><iframe src="https://maps.example/embed?x=1"></iframe><iframe src="https://maps.example/embed?x=2"></iframe>' +
        '<iframe srcdoc="<script>alert(1)</script>"></iframe><iframe src="https://youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe><video src="http://old.example/a.mp4"></video><p>b</p>',
    );
    expect(markdown).toBe('a\n\nb');
    expect(unknownEmbeds).toEqual({ 'maps.example': 2, srcdoc: 1, 'youtube.com.evil.example': 1, 'no address': 1, 'old.example': 1 });
    expect(unknownEmbedsWarning(new Map(Object.entries(unknownEmbeds)))).toBe(
      '6 embeds from a source Folio does not embed were left out: maps.example (2), srcdoc (1), youtube.com.evil.example (1), no address (1), old.example (1)',
    );
    expect(unknownEmbedsWarning(new Map([['maps.example', 1]]))).toBe('An embed from a source Folio does not embed was left out: maps.example (1)');
    expect(unknownEmbedsWarning(new Map())).toBeUndefined();
  });

  it('lets nothing executable through an imported iframe, player or embed block (XSS corpus)', () => {
    for (const payload of XSS_PAYLOADS) {
      const attribute = payload.replace(/"/g, '&quot;');
      const html =
        `<iframe src="https://www.youtube.com/embed/${attribute}"></iframe><iframe src="${attribute}"></iframe><iframe srcdoc="${attribute}"></iframe>` +
        `<video src="${attribute}"></video><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">${payload}</div></figure>` +
        `<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://youtu.be/dQw4w9WgXcQ${payload}</div></figure>`;
      const rendered = renderMarkdown(htmlToMarkdown(html).markdown);
      expect({ payload, problems: findExecutable(rendered) }).toEqual({ payload, problems: [] });
    }
  });
});
