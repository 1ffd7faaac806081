import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

const SITE_URL = 'https://notes.example.org';

describe('RSS, sitemap and robots.txt', () => {
  let folio: TestApp;
  const published: Array<{ id: string; slug: string; title: string }> = [];

  beforeAll(async () => {
    folio = await startTestApp({ env: { SITE_URL, SITE_NAME: 'Notes & <Things>' } });
    const write = async (body: object) => (await folio.http().post('/api/posts').set(bearer()).send(body).expect(201)).body;
    published.push(
      await write({ title: 'Fish & <chips>', content_text: 'Read [this](/blog/other) ![pic](/uploads/a.webp) ]]> \u0007 done', tags: ['food'] }),
      await write({ title: 'Second "quoted" post', content_text: 'Plain.' }),
    );
    await write({ title: 'Hidden draft', content_text: 'Not public.', status: 'draft' });
  });
  afterAll(() => folio.close());

  it('serves RSS 2.0 that parses, lists exactly the published posts, and escapes everything', async () => {
    const response = await folio.http().get('/rss.xml').expect(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const titles = [...response.text.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles.sort()).toEqual(['Fish &amp; &lt;chips&gt;', 'Second &quot;quoted&quot; post']);
    expect(response.text).not.toContain('Hidden draft');
    expect(response.text).toContain(`<link>${SITE_URL}/blog/fish-chips</link>`);
    expect(response.text).toContain('<title>Notes &amp; &lt;Things&gt;</title>');
    expect(response.text).toContain(`href=&quot;${SITE_URL}/blog/other&quot;`);
    expect(response.text).toContain(`src=&quot;${SITE_URL}/uploads/a.webp&quot;`);
    expect(response.text).toContain('<category>food</category>');
  });

  it('serves a sitemap that parses, with the fixed pages and exactly the published posts', async () => {
    const response = await folio.http().get('/sitemap.xml').expect(200);
    expect(XMLValidator.validate(response.text)).toBe(true);
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([`${SITE_URL}/`, `${SITE_URL}/blog`, `${SITE_URL}/stories`, `${SITE_URL}/blog/fish-chips`]),
    );
    expect(locations).toHaveLength(5);
    expect(response.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('names the sitemap in robots.txt', async () => {
    const response = await folio.http().get('/robots.txt').expect(200);
    expect(response.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('carries no posts while Coming Soon is on', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      const rss = await folio.http().get('/rss.xml');
      expect(rss.status).toBe(503);
      expect(rss.text).not.toContain('Fish');
      await folio.http().get('/sitemap.xml').expect(503);
      await folio.http().get('/robots.txt').expect(200);
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
