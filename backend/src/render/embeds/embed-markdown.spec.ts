import { describe, expect, it } from '@jest/globals';
import { findExecutable, parseElements } from '../../../test/support/executable-html.js';
import { sanitizePostHtml } from '../html-sanitizer.js';
import { renderMarkdown, renderPost } from '../markdown-renderer.js';
import { XSS_PAYLOADS } from '../xss-payloads.js';
import { EMBED_FRAME_ORIGINS } from './embed-providers.js';

const YOUTUBE_FACADE =
  '<figure class="embed embed--youtube embed--video" data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ' +
  'data-embed-frame="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1">' +
  '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer" class="embed__play" aria-label="YouTube Play video">' +
  '<span class="embed__provider" aria-hidden="true">YouTube</span> <span class="embed__action" aria-hidden="true">Play video</span></a></figure>\n';

/** Every address the HTML would make a browser load or frame: src attributes and facades' players (links wait for a click). */
function loadedUrls(html: string): string[] {
  return parseElements(html).flatMap(({ attributes }) => [attributes.src, attributes['data-embed-frame']].filter((url): url is string => url !== undefined));
}

/** Nothing executable, nothing that changes when cleaned again, and no player framed from a host outside the list. */
function expectHarmless(html: string): void {
  expect(findExecutable(html)).toEqual([]);
  expect(sanitizePostHtml(html)).toBe(html);
  for (const frame of parseElements(html).flatMap(({ attributes }) => attributes['data-embed-frame'] ?? [])) {
    expect(EMBED_FRAME_ORIGINS).toContain(new URL(frame).origin);
  }
}

describe('embeds in Markdown', () => {
  it('draws a bare provider URL on a line of its own as a facade that loads nothing', () => {
    const html = renderMarkdown('Before.\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nAfter.');
    expect(html).toBe(`<p>Before.</p>\n${YOUTUBE_FACADE}<p>After.</p>\n`);
    expect(loadedUrls(html)).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1']);
    expect(html).not.toContain('ytimg');
  });

  it('takes an autolink too, and keeps the facade as it is when cleaned again', () => {
    const html = renderMarkdown('<https://youtu.be/dQw4w9WgXcQ>');
    expect(html).toBe(YOUTUBE_FACADE);
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ['a link with words of its own', '[my talk](https://www.youtube.com/watch?v=dQw4w9WgXcQ)'],
    ['a URL among words', 'Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ now'],
    ['a URL in a list', '- https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a URL in a quote', '> https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['an unknown site', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a provider in the path', 'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a provider as the user name', 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
  ])('leaves %s a link', (_label, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<figure');
    expect(html).not.toContain('data-embed');
  });

  it('plays media files in the browser’s own players, fetching nothing before play', () => {
    expect(renderMarkdown('/uploads/talk.mp4')).toBe('<video controls preload="none" src="/uploads/talk.mp4"></video>\n');
    expect(renderMarkdown('https://cdn.example/tune.mp3')).toBe('<audio controls preload="none" src="https://cdn.example/tune.mp3"></audio>\n');
    expect(renderMarkdown('http://cdn.example/tune.mp3')).not.toContain('<audio');
  });

  it.each([
    ['https://soundcloud.com/forss/flickermood', 'embed--soundcloud embed--audio', 'https://w.soundcloud.com/player/'],
    ['https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC', 'embed--spotify embed--tall', 'https://open.spotify.com/embed/album/'],
    ['https://vimeo.com/76979871', 'embed--vimeo embed--video', 'https://player.vimeo.com/video/76979871'],
    ['https://codepen.io/team/pen/abcXYZ', 'embed--codepen embed--tall', 'https://codepen.io/team/embed/abcXYZ'],
    ['https://bandcamp.com/EmbeddedPlayer/track=42/', 'embed--bandcamp embed--audio', 'https://bandcamp.com/EmbeddedPlayer/track=42/'],
  ])('draws %s with its player', (url, classes, frame) => {
    const html = renderMarkdown(url);
    expect(html).toContain(`class="embed ${classes}"`);
    expect(html).toContain(`data-embed-frame="${frame}`);
    expectHarmless(html);
  });

  it.each([
    ['a gist', 'https://gist.github.com/octocat/6cad326836d38bd3a7ae', 'GitHub Gist Read the code'],
    ['a Mastodon post', 'https://mastodon.social/@Gargron/109318821117356215', "Mastodon See @Gargron@mastodon.social's post"],
    ['a Bandcamp album page', 'https://artist.bandcamp.com/album/first-light', 'Bandcamp Listen to the album'],
  ])('draws %s as a card linking out, with no player', (_label, url, label) => {
    const html = renderMarkdown(url);
    expect(html).toContain('class="embed embed--');
    expect(html).not.toContain('data-embed-frame');
    expect(html).toContain(`aria-label="${label}"`);
  });

  it('leaves the facade’s words out of the post’s text, so that excerpts and search read the prose only', async () => {
    const { text } = await renderPost('A talk:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nThe end.');
    expect(text).toBe('A talk: The end.');
  });
});

describe('embed code pasted into Markdown', () => {
  it.each([
    ['YouTube’s', '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=30" title="YouTube video player" allowfullscreen></iframe>', 'embed--youtube'],
    [
      'Bandcamp’s, with its fallback link',
      '<iframe style="border: 0; width: 350px; height: 470px;" src="https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/" seamless><a href="https://artist.bandcamp.com/album/x">X</a></iframe>',
      'embed--bandcamp',
    ],
    ['Spotify’s, single-quoted', "<iframe src='https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator' width='100%' height='152'></iframe>", 'embed--spotify'],
  ])('draws %s as the provider’s facade', (_label, code, provider) => {
    const html = renderMarkdown(`Listen:\n\n${code}\n\nThe end.`);
    expect(html).toContain(`<figure class="embed ${provider} `);
    expect(html).not.toContain('<iframe');
    expectHarmless(html);
  });

  it.each([
    '<iframe src="https://maps.example/embed"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    '<iframe src="https://youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<p>text</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  ])('leaves %s to the sanitiser, which drops it', (code) => {
    const html = renderMarkdown(code);
    expect(html).not.toMatch(/<iframe|<figure|srcdoc/);
    expectHarmless(html);
  });
});

describe('facades written by hand', () => {
  it('rebuilds a facade’s player from its page URL, never from the player address it was given', () => {
    const forged =
      '<figure class="embed embed--youtube" data-embed-url="https://vimeo.com/76979871" data-embed-frame="https://evil.example/x"><a href="/x">x</a></figure>';
    const html = sanitizePostHtml(forged);
    expect(html).toContain('data-embed-frame="https://player.vimeo.com/video/76979871?autoplay=1&amp;dnt=1"');
    expect(html).not.toContain('evil');
  });

  it.each([
    '<figure class="embed" data-embed-frame="https://evil.example/"><a class="embed__play" href="/x">x</a></figure>',
    '<figure class="embed" data-embed-url="https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ" data-embed-frame="https://www.youtube-nocookie.com/embed/x"></figure>',
    '<figure data-embed-url="javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ"></figure>',
    '<div class="embed" data-embed-url="https://youtu.be/dQw4w9WgXcQ" data-embed-frame="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></div>',
  ])('keeps no player or facade class from %s', (forged) => {
    const html = sanitizePostHtml(forged);
    expect(html).not.toContain('data-embed');
    expect(html).not.toMatch(/<figure [^>]*class/);
  });

  it.each([
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="https://evil.example/"></iframe>',
    '<IFRAME SRC="javascript:alert(1)"></IFRAME>',
    '<object data="https://www.youtube.com/v/dQw4w9WgXcQ"></object>',
    '<embed src="https://www.youtube.com/v/dQw4w9WgXcQ">',
  ])('still drops %s', (raw) => {
    for (const html of [renderMarkdown(raw), sanitizePostHtml(raw)]) {
      expect(html).not.toMatch(/<(iframe|object|embed)\b/i);
      expect(html).not.toContain('srcdoc');
      expectHarmless(html);
    }
  });

  it.each([
    ['<video src="/uploads/a.mp4" autoplay onerror="alert(1)" poster="https://evil.example/p.png"></video>', '<video controls preload="none" src="/uploads/a.mp4"></video>'],
    ['<audio src="javascript:alert(1)//a.mp3" controls></audio>', ''],
    ['<video src="/uploads/a.mp3"></video>', ''],
    ['<video><source src="/uploads/a.mp4" onerror="alert(1)"></video>', ''],
    ['<audio src="data:audio/mp3;base64,AAAA"></audio>', ''],
  ])('holds a hand-written player to a media file: %s', (raw, clean) => {
    expect(sanitizePostHtml(raw)).toBe(clean);
  });
});

describe('the XSS corpus through the embed path', () => {
  const shapes: Array<[string, (payload: string) => string]> = [
    ['as a YouTube id', (payload) => `https://www.youtube.com/watch?v=${payload}`],
    ['after a provider URL', (payload) => `https://www.youtube.com/watch?v=dQw4w9WgXcQ${payload}`],
    ['as a Mastodon host', (payload) => `https://${payload}/@a/1`],
    ['as a media path', (payload) => `/uploads/${payload}.mp4`],
    ['in a facade’s page URL', (payload) => `<figure class="embed" data-embed-url="${payload}" data-embed-frame="${payload}"><a class="embed__play" href="${payload}">x</a></figure>`],
    ['in a facade’s page URL, quoted away', (payload) => `<figure data-embed-url='https://youtu.be/dQw4w9WgXcQ${payload}'></figure>`],
    ['in a player', (payload) => `<video src="/uploads/a.mp4${payload}"></video><audio src="${payload}"></audio>`],
  ];

  it.each(shapes.flatMap(([label, shape]) => XSS_PAYLOADS.map((payload) => [label, payload, shape(payload)] as const)))(
    'neutralises %s %j',
    (_label, _payload, source) => {
      expectHarmless(renderMarkdown(source));
      expectHarmless(sanitizePostHtml(source));
    },
  );
});
