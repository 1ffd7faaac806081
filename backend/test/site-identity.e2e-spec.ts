import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { temporaryFrontendBuild } from './support/frontend-build.js';
import { readWithFeedparser } from './support/feed-readers.js';
import * as images from './support/image-factory.js';
import { type SmtpTestServer, startSmtpServer } from './support/smtp-server.js';
import { bearer, startReplicas, type TestApp } from './support/test-app.js';
import { nextMailTo, newClient, subscribeRequestsTaken } from './subscribers/subscribers-support.js';
import { eventually } from './support/eventually.js';

/** Issue 27, points 1 and 7: the identity set on one replica is what every output of the other shows at once. */

const SITE_URL = 'https://notes.example.org';
const SETTINGS = '/api/site/settings';

const binary = (response: NodeJS.EventEmitter, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

const find = (html: string, test: (element: Element) => boolean) => DomUtils.findAll(test, parseDocument(html).children);
const textOf = (html: string, test: (element: Element) => boolean) => find(html, test).map((element) => DomUtils.textContent(element));
const metaContent = (html: string, key: string) => find(html, (element) => element.name === 'meta' && (element.attribs.property === key || element.attribs.name === key)).map((element) => element.attribs.content);
const dataBlock = (html: string, type: string) => find(html, (element) => element.name === 'script' && element.attribs.type === type).map((element) => JSON.parse(DomUtils.textContent(element)));

describe('site identity across two replicas', () => {
  const build = temporaryFrontendBuild();
  let smtp: SmtpTestServer;
  let first: TestApp;
  let second: TestApp;
  let close: () => Promise<void>;
  let postSlug: string;

  // Each test replica has a disk of its own (real ones share a bucket or a volume): the files are put where the icons are drawn.
  const upload = async (bytes: Buffer, name: string) =>
    (await second.http().post('/api/images/uploads/image').set(bearer()).attach('image', bytes, name).expect(201)).body as { id: string; url: string };
  const change = (body: object) => first.http().patch(SETTINGS).set(bearer()).send(body);
  const page = async (app: TestApp, path: string) => (await app.http().get(path).expect(200)).text;
  const png = async (app: TestApp, path: string) => (await app.http().get(path).buffer(true).parse(binary).expect(200).expect('Content-Type', 'image/png')).body as Buffer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ first, second, close } = await startReplicas({ SMTP_URL: smtp.url, SITE_URL, SITE_NAME: 'Env Notes', FRONTEND_DIST: build.dir, TRUST_PROXY: '1' }));
    const created = await first
      .http()
      .post('/api/posts')
      .set(bearer())
      .send({ title: 'Late at night', content_text: 'Some words.', status: 'published', published_at: '2026-03-01T02:00:00.000Z' })
      .expect(201);
    postSlug = created.body.slug;
  });
  afterAll(async () => {
    await close?.();
    await smtp?.stop();
    build.remove();
  });

  it('starts from SITE_NAME and the spec\'s home page', async () => {
    const identity = (await second.http().get('/api/site').expect(200)).body;
    expect(identity).toMatchObject({ title: 'Env Notes', home_heading: 'Welcome to Env Notes', home_cards: true, language: 'en', time_zone: 'UTC', accent_color: null });
    const home = await page(second, '/');
    expect(textOf(home, (element) => element.name === 'title')).toEqual(['Home - Env Notes']);
    expect(find(home, (element) => element.attribs.class === 'blurb')).toHaveLength(3);
    expect(find(home, (element) => element.name === 'link' && element.attribs.rel === 'icon').map((element) => element.attribs.href)).toEqual(['/favicon.svg']);
  });

  it('shows every value set on one replica in the pages, feeds, manifest, icons, share card and mail of the other', async () => {
    const logo = await upload(await images.pngGraphic(120, 120), 'logo.png');
    const icon = await upload(await images.jpeg(300, 200), 'icon.jpg');
    const avatar = await upload(await images.jpeg(96, 96), 'me.jpg');
    const before = await page(second, `/blog/${postSlug}`);
    const [cardBefore] = metaContent(before, 'og:image');
    const faviconBefore = await png(second, '/favicon.png');

    const saved = await change({
      title: 'Hill Notes',
      description: 'Walking, weather and the odd recipe.',
      logo_image_id: logo.id,
      icon_image_id: icon.id,
      accent_color: '#1D4ED8',
      accent_color_dark: '#93b4ff',
      home_heading: 'Notes from the hill',
      home_introduction: 'A slow blog about a small place.',
      home_cards: false,
      author_name: 'Ada Hill',
      author_bio: 'Walks every morning, writes most evenings.',
      author_avatar_image_id: avatar.id,
      author_links: [{ label: 'Mastodon', url: 'https://example.social/@ada' }],
      footer_text: 'Written on a hill, 2026',
      language: 'fr-ca',
      time_zone: 'America/Los_Angeles',
    }).expect(200);
    expect(saved.body).toMatchObject({ title: 'Hill Notes', accent_color: '#1d4ed8', language: 'fr-CA', logo: { id: logo.id, url: logo.url } });

    // The other replica, told through the change feed (PostgreSQL's NOTIFY, a moment after the PATCH answered).
    expect(await eventually(async () => (await second.http().get('/api/site').expect(200)).body.title === 'Hill Notes', 1000)).toBe(true);
    expect((await second.http().get('/api/site').expect(200)).body).toMatchObject({ title: 'Hill Notes', author_name: 'Ada Hill', home_cards: false });
    const home = await page(second, '/');
    expect(/<html lang="fr-CA"/.test(home)).toBe(true);
    expect(textOf(home, (element) => element.name === 'title')).toEqual(['Home - Hill Notes']);
    expect(metaContent(home, 'description')).toEqual(['Walking, weather and the odd recipe.']);
    expect(metaContent(home, 'og:site_name')).toEqual(['Hill Notes']);
    expect(metaContent(home, 'folio:site-name')).toEqual(['Hill Notes']);
    expect(textOf(home, (element) => element.attribs.id === 'home-title')).toEqual(['Notes from the hill']);
    expect(textOf(home, (element) => element.attribs.class === 'lead')).toEqual(['A slow blog about a small place.']);
    expect(find(home, (element) => element.attribs.class === 'blurb')).toHaveLength(0);
    expect(textOf(home, (element) => element.attribs.class === 'site-footer__copyright')).toEqual(['Written on a hill, 2026']);
    expect(find(home, (element) => element.attribs.class === 'brand__logo').map((element) => element.attribs.src)).toEqual([logo.url]);
    expect(textOf(home, (element) => element.attribs.id === 'folio-accent')[0]).toContain('--color-accent:#1d4ed8');
    expect(metaContent(home, 'theme-color')).toEqual(['#1d4ed8']);

    const article = await page(second, `/blog/${postSlug}`);
    expect(textOf(article, (element) => element.name === 'title')).toEqual(['Late at night - Hill Notes']);
    // 02:00 UTC on 1 March is still 28 February in Los Angeles.
    expect(textOf(article, (element) => element.name === 'time')).toEqual(['February 28, 2026']);
    expect(textOf(article, (element) => element.attribs.class === 'author-card__name')).toEqual(['Ada Hill']);
    expect(textOf(article, (element) => element.attribs.class === 'author-card__bio')).toEqual(['Walks every morning, writes most evenings.']);
    const [jsonLd] = dataBlock(article, 'application/ld+json');
    expect(jsonLd).toMatchObject({
      inLanguage: 'fr-CA',
      author: { '@type': 'Person', name: 'Ada Hill', url: `${SITE_URL}/`, image: `${SITE_URL}${avatar.url}`, sameAs: ['https://example.social/@ada'] },
      publisher: { name: 'Hill Notes', logo: { url: `${SITE_URL}${logo.url}` } },
    });
    expect(metaContent(article, 'article:author')).toEqual(['Ada Hill']);
    expect(metaContent(article, 'og:site_name')).toEqual(['Hill Notes']);
    // The share card carries the site's name: a new name is a new card.
    const [cardAfter] = metaContent(article, 'og:image');
    expect(cardAfter).not.toBe(cardBefore);
    const card = await png(second, new URL(cardAfter!).pathname + new URL(cardAfter!).search);
    expect((await sharp(card).metadata()).width).toBe(1200);

    const rss = await readWithFeedparser((await second.http().get('/rss.xml').expect(200)).text);
    expect(rss.meta).toMatchObject({ title: 'Hill Notes', description: 'Walking, weather and the odd recipe.', language: 'fr-CA' });
    const atom = (await second.http().get('/atom.xml').expect(200)).text;
    expect(atom).toContain('xml:lang="fr-CA"');
    expect(atom).toContain('<author><name>Ada Hill</name>');
    const json = JSON.parse((await second.http().get('/feed.json').expect(200)).text);
    expect(json).toMatchObject({ title: 'Hill Notes', language: 'fr-CA', authors: [{ name: 'Ada Hill' }] });
    // Feed dates stay RFC-correct UTC whatever the site's zone.
    expect(json.items[0].date_published).toBe('2026-03-01T02:00:00.000Z');

    const manifest = JSON.parse((await second.http().get('/manifest.webmanifest').expect(200).expect('Content-Type', /application\/manifest\+json/)).text);
    expect(manifest).toMatchObject({ name: 'Hill Notes', short_name: 'Hill Notes', lang: 'fr-CA', theme_color: '#1d4ed8' });
    expect(manifest.icons.map((entry: { sizes: string }) => entry.sizes)).toEqual(['192x192', '512x512']);
    for (const [path, side] of [['/favicon.png', 32], ['/apple-touch-icon.png', 180], ['/icon-192.png', 192], ['/icon-512.png', 512]] as const) {
      const drawn = await png(second, path);
      expect(await sharp(drawn).metadata()).toMatchObject({ format: 'png', width: side, height: side });
    }
    expect((await png(second, '/favicon.png')).equals(faviconBefore)).toBe(false);
    const icons = find(home, (element) => element.name === 'link' && ['icon', 'apple-touch-icon', 'manifest'].includes(element.attribs.rel ?? ''));
    expect(icons.map((element) => element.attribs.href.replace(/\?v=\d+$/, ''))).toEqual(['/favicon.png', '/apple-touch-icon.png', '/manifest.webmanifest']);

    await second.http().post('/api/subscribers').set(newClient()).send({ email: 'reader@example.com' }).expect(202);
    await subscribeRequestsTaken(second.databaseUrl);
    const mail = await nextMailTo(smtp, 'reader@example.com');
    expect(mail.parsed.from?.value).toEqual([expect.objectContaining({ name: 'Hill Notes' })]);
    expect(mail.parsed.subject).toBe('Confirm your subscription to Hill Notes');

    // An image removed from the library (on either replica) leaves the identity there too, and the
    // pages the other replica drew (and keeps) with it.
    expect(await page(second, `/blog/${postSlug}`)).toContain(avatar.url);
    await first.http().delete(`/api/images/${avatar.id}`).set(bearer()).expect(204);
    // The other replica hears of it through PostgreSQL's NOTIFY, a moment after the DELETE answered.
    expect(await eventually(async () => (await second.http().get('/api/site').expect(200)).body.author_avatar === null, 1000)).toBe(true);
    expect(await page(second, `/blog/${postSlug}`)).not.toContain(avatar.url);

    // Taking the icon away brings Folio's own back.
    await change({ icon_image_id: null }).expect(200);
    expect((await png(second, '/favicon.png')).equals(faviconBefore)).toBe(true);
    expect(find(await page(second, '/'), (element) => element.name === 'link' && element.attribs.rel === 'icon').map((element) => element.attribs.href)).toEqual(['/favicon.svg']);
  });

  it('refuses an accent that fails WCAG AA on its theme, saying the measured ratio, and changes nothing', async () => {
    const before = (await first.http().get(SETTINGS).set(bearer()).expect(200)).body;
    const light = await change({ accent_color: '#ffcc00', title: 'Not saved' }).expect(400);
    expect(JSON.stringify(light.body.message)).toMatch(/accent_color #ffcc00 has a contrast ratio of 1\.44:1 against the light theme's background #fbfaf7; WCAG AA needs at least 4\.5:1/);
    const dark = await change({ accent_color_dark: '#1d2b53' }).expect(400);
    expect(JSON.stringify(dark.body.message)).toMatch(/accent_color_dark #1d2b53 has a contrast ratio of 1\.33:1 against the dark theme's background #161412/);
    expect((await first.http().get(SETTINGS).set(bearer()).expect(200)).body).toEqual(before);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const refused = async (body: object, field: RegExp) => {
      const response = await change(body).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(field);
    };
    await refused({ title: 'x'.repeat(121) }, /title must be at most 120 characters/);
    await refused({ author_bio: 'x'.repeat(601) }, /author_bio must be at most 600 characters/);
    await refused({ title: 'Two\r\nBcc: victim@example.com' }, /title must be one line without control characters/);
    await refused({ language: 'english!' }, /language must be a BCP 47 language tag/);
    await refused({ time_zone: 'Mars/Olympus' }, /time_zone must be an IANA time zone/);
    await refused({ author_links: [{ label: 'Me', url: 'javascript:alert(1)' }] }, /author_links\.0\.url must be an absolute http\(s\) URL/);
    await refused({ accent_color: 'blue' }, /accent_color must be a colour written #rrggbb/);
    await refused({ logo_image_id: '00000000-0000-4000-8000-000000000000' }, /logo_image_id does not name a public image of the library/);
    await refused({ home_cards: 'yes' }, /home_cards must be true or false/);
    await refused({ admin: true }, /property admin should not exist/);
    await first.http().patch(SETTINGS).send({ title: 'Anonymous' }).expect(401);
  });

  it('keeps script out of every output on the other replica when the identity holds the XSS breakouts', async () => {
    const hostile = `Ha</script><script>alert(1)</script>]]></title>"'<img src=x onerror=alert(1)>`;
    await change({ title: hostile, description: hostile, author_name: hostile, author_bio: hostile, home_heading: hostile, home_introduction: hostile, footer_text: hostile }).expect(200);
    for (const path of ['/', `/blog/${postSlug}`]) {
      const html = await page(second, path);
      const scripts = find(html, (element) => element.name === 'script' && !['application/json', 'application/ld+json'].includes(element.attribs.type ?? ''));
      expect(scripts.filter((element) => DomUtils.textContent(element).includes('alert'))).toEqual([]);
      expect(find(html, (element) => element.attribs.onerror !== undefined)).toEqual([]);
      expect(textOf(html, (element) => element.name === 'title')[0]).toContain(hostile);
    }
    const [jsonLd] = dataBlock(await page(second, `/blog/${postSlug}`), 'application/ld+json');
    expect(jsonLd.author.name).toBe(hostile);
    // Feed readers strip tags from a title (feedparser does): the XML itself must carry the text, escaped.
    const rss = (await second.http().get('/rss.xml').expect(200)).text;
    const channel = parseDocument(rss, { xmlMode: true, decodeEntities: true });
    expect(DomUtils.findAll((element) => element.name === 'script', channel.children)).toEqual([]);
    expect(DomUtils.textContent(DomUtils.findOne((element) => element.name === 'title', channel.children)!)).toBe(hostile);
    expect(JSON.parse((await second.http().get('/feed.json').expect(200)).text).title).toBe(hostile);
    expect(JSON.parse((await second.http().get('/manifest.webmanifest').expect(200)).text).name).toBe(hostile);
  });
});
