import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFrontendBuild } from './support/frontend-build.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';
import { makeTempDir, removeTempDir } from './support/temp-dir.js';

describe('serving the web app', () => {
  const dist = makeTempDir('spa');
  let folio: TestApp;

  beforeAll(async () => {
    writeFrontendBuild(dist);
    folio = await startTestApp({ env: { FRONTEND_DIST: dist, SITE_NAME: "Notes & <Stories> $' $&" } });
  });
  afterAll(async () => {
    await folio.close();
    removeTempDir(dist);
  });

  it.each(['/', '/blog', '/stories?tag=news', '/admin', '/dashboard/posts', '/posts/1/preview'])(
    'answers the client route %s with index.html naming the site',
    async (route) => {
      const response = await folio.http().get(route).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const name = 'Notes &amp; &lt;Stories&gt; $&#39; $&amp;';
      expect(response.text).toContain(`<meta name="folio:site-name" content="${name}">`);
      // List pages put their own name first ('Blog - …'), as the SPA titles them.
      expect(response.text).toContain(`${name}</title>`);
      expect(response.text.match(/<title>/g)).toHaveLength(1);
    },
  );

  it('answers an unknown page with the app (which shows Page Not Found) and a 404 status', async () => {
    for (const route of ['/no/such/page', '/blog/a-post']) {
      const response = await folio.http().get(route).expect(404);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await folio.http().get('/assets/index-abc123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers a missing asset and unknown API paths with a JSON 404, never the app', async () => {
    for (const route of ['/assets/missing-1.js', '/api/unknown', '/api', '/logo.png']) {
      const response = await folio.http().get(route).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('sends /index.html to / so that the shell is always the fresh, named one', async () => {
    const response = await folio.http().get('/index.html').expect(301);
    expect(response.headers.location).toBe('/');
    await folio.http().get('/assets/%2e%2e/index.html').expect(301);
  });

  it('answers other methods on page routes with a JSON 404', async () => {
    const response = await folio.http().post('/blog').send({}).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });

  it('does not mark the pages while the debug endpoints are on, and GET /__debug/db answers', async () => {
    for (const route of ['/', '/dashboard', '/no/such/page']) {
      const response = await folio.http().get(route);
      expect(response.text).not.toContain('folio:debug-endpoints');
    }
    await folio.http().get('/__debug/db?counts=1').expect(200);
  });
});

describe('serving the web app in production', () => {
  const dist = makeTempDir('spa-production');
  let folio: TestApp;

  beforeAll(async () => {
    writeFrontendBuild(dist);
    folio = await startTestApp({ env: { FRONTEND_DIST: dist, NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await folio.close();
    removeTempDir(dist);
  });

  it.each(['/', '/blog', '/admin', '/dashboard', '/posts/1/preview', '/no/such/page'])(
    'marks %s as served without debug endpoints, once, so that the dashboard does not ask for them',
    async (route) => {
      const response = await folio.http().get(route);
      expect(response.text.match(/<meta name="folio:debug-endpoints" content="off">/g)).toHaveLength(1);
      expect(response.text).toMatch(/<meta name="folio:debug-endpoints" content="off">.*<\/head>/s);
    },
  );

  it('answers GET /__debug/db with a 404, as the mark says', async () => {
    await folio.http().get('/__debug/db?counts=1').expect(404);
  });

  it('marks the Coming Soon shell too', async () => {
    await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: true }).expect(200);
    try {
      const response = await folio.http().get('/blog');
      expect(response.text).toContain('<meta name="folio:coming-soon" content="true">');
      expect(response.text).toContain('<meta name="folio:debug-endpoints" content="off">');
    } finally {
      await folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled: false }).expect(200);
    }
  });
});
