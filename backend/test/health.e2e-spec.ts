import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health and debug API', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  it('GET /healthz answers ok and the uptime in seconds', async () => {
    const response = await folio.http().get('/healthz').expect(200);
    expect(response.body).toEqual({ ok: true, uptime: expect.any(Number) });
    expect(response.body.uptime).toBeGreaterThan(0);
  });

  it('GET /api/db/health answers ok while the database is up', async () => {
    expect((await folio.http().get('/api/db/health').expect(200)).body).toEqual({ ok: true });
  });

  it("GET /api/db/now answers the database's clock", async () => {
    const { body } = await folio.http().get('/api/db/now').expect(200);
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(60_000);
  });

  it('GET /api/hello answers the ping', async () => {
    expect((await folio.http().get('/api/hello').expect(200)).body).toEqual({ ok: true, message: 'Hello from Folio' });
  });

  it('GET /__debug/db?counts=1 describes the database without its password or full host', async () => {
    const response = await folio.http().get('/__debug/db?counts=1').expect(200);
    const url = new URL(folio.databaseUrl);
    expect(response.body).toEqual({
      provider: 'postgres',
      hostMasked: expect.stringContaining('***'),
      dbName: url.pathname.slice(1),
      counts: { posts: 0 },
    });
    expect(response.text).not.toContain(decodeURIComponent(url.password));
    expect(response.body.hostMasked).not.toBe(url.hostname);
  });

  it('GET /__debug/db leaves out counts unless asked, and rejects an unknown parameter', async () => {
    expect((await folio.http().get('/__debug/db').expect(200)).body.counts).toBeUndefined();
    const bad = await folio.http().get('/__debug/db?counts=maybe').expect(400);
    expect(bad.body.message).toEqual([expect.stringContaining('counts')]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await folio.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await folio.http().get('/healthz');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('debug endpoint in production', () => {
  it('is absent (JSON 404) unless DEBUG_ENDPOINTS=true', async () => {
    const folio = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await folio.http().get('/__debug/db?counts=1').expect(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    } finally {
      await folio.close();
    }
    const opened = await startTestApp({ env: { NODE_ENV: 'production', DEBUG_ENDPOINTS: 'true' } });
    try {
      await opened.http().get('/__debug/db?counts=1').expect(200);
    } finally {
      await opened.close();
    }
  });
});
