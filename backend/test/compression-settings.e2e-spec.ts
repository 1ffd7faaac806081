import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, startReplicas, type TestApp } from './support/test-app.js';
import { SPEC_COMPRESSION_DEFAULTS } from './support/compression-defaults.js';

const DEFAULTS = SPEC_COMPRESSION_DEFAULTS;

describe('compression settings API', () => {
  let folio: TestApp;
  let replica: TestApp;
  let closeReplicas: () => Promise<void>;

  beforeAll(async () => {
    ({ first: folio, second: replica, close: closeReplicas } = await startReplicas());
  });
  afterAll(() => closeReplicas());

  const read = async () => (await folio.http().get('/api/compression/settings').expect(200)).body;
  const patch = (body: unknown, headers: Record<string, string> = bearer()) =>
    folio.http().patch('/api/compression/settings').set(headers).send(body as object);

  it('starts with the defaults of the spec, readable without a token', async () => {
    expect(await read()).toEqual(DEFAULTS);
  });

  it('needs the admin token to change anything', async () => {
    expect((await patch({ auto_compress: false }, {})).status).toBe(401);
    expect((await patch({ auto_compress: false }, bearer('wrong-token-of-some-length'))).status).toBe(401);
    expect(await read()).toEqual(DEFAULTS);
  });

  it('takes partial settings and answers with all of them', async () => {
    const response = await patch({ quality_preset: 'custom', custom_quality: 55, size_threshold_kb: 1500 }).expect(200);
    const expected = { ...DEFAULTS, quality_preset: 'custom', custom_quality: 55, size_threshold_kb: 1500 };
    expect(response.body).toEqual(expected);
    expect(await read()).toEqual(expected);
    await patch(DEFAULTS).expect(200);
  });

  it('is in force on another app on the same database at once', async () => {
    await patch({ always_preserve_format: true }).expect(200);
    expect((await replica.http().get('/api/compression/settings').expect(200)).body.always_preserve_format).toBe(true);
    await patch({ always_preserve_format: false }).expect(200);
  });

  it.each([
    ['quality_preset', { quality_preset: 'extreme' }],
    ['custom_quality', { custom_quality: 5 }],
    ['custom_quality', { custom_quality: 105 }],
    ['custom_quality', { custom_quality: 77 }],
    ['custom_quality', { custom_quality: 75.5 }],
    ['size_threshold_kb', { size_threshold_kb: 50 }],
    ['size_threshold_kb', { size_threshold_kb: 2050 }],
    ['size_threshold_kb', { size_threshold_kb: 525 }],
    ['size_threshold_kb', { size_threshold_kb: '500' }],
    ['dimension_threshold_px', { dimension_threshold_px: 900 }],
    ['dimension_threshold_px', { dimension_threshold_px: 4100 }],
    ['dimension_threshold_px', { dimension_threshold_px: 2050 }],
    ['auto_compress', { auto_compress: 'yes' }],
    ['compression_enabled', { compression_enabled: null }],
    ['enable_legacy_compression', { enable_legacy_compression: 1 }],
    ['surprise', { surprise: true }],
    ['custom_quality', { quality_preset: 'high', custom_quality: 3 }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, body) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toContain(field);
    expect(await read()).toEqual(DEFAULTS);
  });
});
