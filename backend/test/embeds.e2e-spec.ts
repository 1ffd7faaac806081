import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomUtils, parseDocument } from 'htmlparser2';
import { createHash } from 'node:crypto';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { postBySlug, runImport, wxrExport } from './support/import-runs.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';

/** Five embeds and a media file, one per line, as a writer pastes them. */
const POST = [
  'Some talks and tunes.',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://soundcloud.com/forss/flickermood',
  'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  'https://codepen.io/team/pen/abcXYZ',
  'https://mastodon.social/@Gargron/109318821117356215',
  '/uploads/talk.mp4',
  'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
].join('\n\n');

const elements = (html: string, name: string) => DomUtils.findAll((element) => element.name === name, parseDocument(html).children);

/** One directive of a CSP header, its sources in order. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe('embeds: facades on the page, players framed only from the providers, links in feeds', () => {
  const build = temporaryFrontendBuild();
  let folio: TestApp;
  let slug: string;

  beforeAll(async () => {
    folio = await startTestApp({ env: { FRONTEND_DIST: build.dir, SITE_URL } });
    slug = ((await folio.http().post('/api/posts').set(bearer()).send({ title: 'Talks and tunes', content_text: POST }).expect(201)).body as { slug: string }).slug;
  });

  afterAll(async () => {
    await folio.close();
    build.remove();
  });

  it('draws every known URL as a facade that loads nothing, and leaves a look-alike a link', async () => {
    const page = (await folio.http().get(`/blog/${slug}`).expect(200)).text;
    const facades = elements(page, 'figure').filter((figure) => figure.attribs.class?.startsWith('embed '));
    expect(facades.map((figure) => [figure.attribs.class, figure.attribs['data-embed-frame']])).toEqual([
      ['embed embed--youtube embed--video', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
      ['embed embed--vimeo embed--video', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
      ['embed embed--soundcloud embed--audio', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true&visual=false'],
      ['embed embed--spotify embed--audio', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
      ['embed embed--codepen embed--tall', 'https://codepen.io/team/embed/abcXYZ?default-tab=result'],
      ['embed embed--mastodon embed--card', undefined],
    ]);
    // Each facade's link works without JavaScript: it goes to the provider's page.
    expect(facades.map((figure) => DomUtils.findOne((element) => element.name === 'a', figure.children)?.attribs.href)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://soundcloud.com/forss/flickermood',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://codepen.io/team/pen/abcXYZ',
      'https://mastodon.social/@Gargron/109318821117356215',
    ]);
    expect(elements(page, 'video').map((video) => video.attribs)).toEqual([{ controls: '', preload: 'none', src: '/uploads/talk.mp4' }]);
    // Nothing in the page loads from another host before a click: no iframe, no image or script from elsewhere.
    expect(elements(page, 'iframe')).toEqual([]);
    for (const element of [...elements(page, 'img'), ...elements(page, 'script'), ...elements(page, 'link')]) {
      const url = element.attribs.src ?? element.attribs.href;
      if (url !== undefined) expect(new URL(url, SITE_URL).origin).toBe(SITE_URL);
    }
    expect(page).toContain('<a href="https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">');
  });

  it('sends a CSP whose frame-src is exactly the providers’ player hosts, and which runs the player script by its hash', async () => {
    const response = await folio.http().get(`/blog/${slug}`).expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(directive(csp, 'frame-src').sort()).toEqual(
      ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://w.soundcloud.com', 'https://open.spotify.com', 'https://bandcamp.com', 'https://codepen.io'].sort(),
    );
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'https:']);
    const inline = elements(response.text, 'script').filter((script) => !script.attribs.src && !script.attribs.type);
    // The players' script, the first-tap script (menu, admin shortcuts) and the page-view beacon: each runs by its own hash, no other inline script.
    expect(inline).toHaveLength(3);
    const sources = inline.map((script) => DomUtils.textContent(script));
    expect(sources.filter((source) => source.includes('data-embed-frame'))).toHaveLength(1);
    const hashes = sources.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...hashes]);
  });

  it('gives feeds a link to each embed instead of its facade', async () => {
    const rss = (await folio.http().get('/rss.xml').expect(200)).text;
    expect(rss).toContain('&lt;p&gt;&lt;a href=&quot;https://www.youtube.com/watch?v=dQw4w9WgXcQ&quot;&gt;▶ YouTube: Play video&lt;/a&gt;&lt;/p&gt;');
    expect(rss).toContain(`&lt;a href=&quot;${SITE_URL}/uploads/talk.mp4&quot;&gt;▶ Video: talk.mp4&lt;/a&gt;`);
    expect(rss).not.toContain('data-embed');
    const json = (await folio.http().get('/feed.json').expect(200)).body as { items: Array<{ content_html: string }> };
    expect(json.items[0]!.content_html).toContain('<a href="https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC">▶ Spotify: Play</a>');
    expect(json.items[0]!.content_html).not.toMatch(/<figure|<video|data-embed/);
  });

  it('imports a WordPress post’s embeds as embeds and names the hosts of those it left out', async () => {
    const html = [
      '<p>Imported.</p>',
      '<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div></figure>',
      '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
      // The classic editor's embed: a URL alone on its line, which WordPress's autop makes a paragraph.
      '\nhttps://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC\n',
      '<iframe src="https://maps.example/embed?pb=1"></iframe>',
      '<iframe src="https://maps.example/embed?pb=2"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ].join('\n');
    const report = await runImport(folio, Buffer.from(wxrExport('https://old.example', [{ id: 7, title: 'Embedded', name: 'embedded', date: '2024-01-01 10:00:00', html }])), 'wp.xml');
    expect(report).toMatchObject({ status: 'completed', created: 1, errors: [] });
    expect(report.warnings).toContainEqual(expect.objectContaining({ item: 'Embedded', message: '3 embeds from a source Folio does not embed were left out: maps.example (2), srcdoc (1)' }));
    const post = await postBySlug(folio, 'embedded');
    expect(post.content_text).toContain('\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n');
    expect(post.content_text).toContain('\n\nhttps://vimeo.com/76979871');
    expect(post.content_text).not.toContain('maps.example');
    const page = (await folio.http().get('/blog/embedded').expect(200)).text;
    expect(elements(page, 'figure').map((figure) => figure.attribs.class)).toEqual([
      'embed embed--youtube embed--video',
      'embed embed--vimeo embed--video',
      'embed embed--spotify embed--audio',
    ]);
    expect(page).not.toContain('srcdoc');
  });
});
