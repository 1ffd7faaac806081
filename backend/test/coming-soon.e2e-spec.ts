import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from './support/eventually.js';
import { bearer, startReplicas, type TestApp } from './support/test-app.js';

describe('Coming Soon', () => {
  let folio: TestApp;
  let replica: TestApp;
  let closeReplicas: () => Promise<void>;

  beforeAll(async () => {
    ({ first: folio, second: replica, close: closeReplicas } = await startReplicas());
  });
  afterAll(() => closeReplicas());

  const setComingSoon = (enabled: boolean) =>
    folio.http().post('/api/admin/coming-soon').set(bearer()).send({ enabled }).expect(200);

  it('lets visitors use the public API while it is off', async () => {
    await setComingSoon(false);
    const response = await folio.http().get('/api/db/now');
    expect(response.status).toBe(200);
    expect(response.body.now).toEqual(expect.any(String));
  });

  describe('while on', () => {
    beforeAll(() => setComingSoon(true));
    afterAll(() => setComingSoon(false));

    it('answers a visitor 503 with Retry-After and comingSoon: true', async () => {
      const response = await folio.http().get('/api/db/now');
      expect(response.status).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body).toMatchObject({ statusCode: 503, comingSoon: true, message: expect.any(String) });
    });

    it('answers a wrong token 401, so that it cannot be guessed here', async () => {
      const response = await folio.http().get('/api/db/now').set(bearer('not-the-admin-token-at-all'));
      expect(response.status).toBe(401);
    });

    it('cannot be slipped past by changing the case of the path', async () => {
      const response = await folio.http().get('/API/db/now');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    });

    it('lets the admin through', async () => {
      const response = await folio.http().get('/api/db/now').set(bearer());
      expect(response.status).toBe(200);
    });

    it.each(['/healthz', '/api/db/health', '/api/hello', '/api/compression/settings'])('keeps %s answering visitors', async (path) => {
      const response = await folio.http().get(path);
      expect(response.status).toBe(200);
      expect(response.body.comingSoon).toBeUndefined();
    });

    it('keeps the admin API reachable for the admin', async () => {
      const response = await folio.http().get('/api/admin/coming-soon').set(bearer());
      expect(response.body).toEqual({ enabled: true });
    });
  });

  it('throttles token guesses made through the public API', async () => {
    await setComingSoon(true);
    try {
      const statuses = new Set<number>();
      for (let attempt = 0; attempt < 40; attempt++) {
        statuses.add((await replica.http().get('/api/db/now').set(bearer(`guess-number-${attempt}`))).status);
      }
      expect([...statuses].sort()).toEqual([401, 429]);
    } finally {
      await setComingSoon(false);
    }
  });

  it('is agreed by a second app on the same database within a second of a toggle', async () => {
    await setComingSoon(false);
    expect(await eventually(async () => (await replica.http().get('/api/db/now')).status === 200, 1000)).toBe(true);

    await setComingSoon(true);
    expect(await eventually(async () => (await replica.http().get('/api/db/now')).status === 503, 1000)).toBe(true);

    await setComingSoon(false);
    expect(await eventually(async () => (await replica.http().get('/api/db/now')).status === 200, 1000)).toBe(true);
  });
});
