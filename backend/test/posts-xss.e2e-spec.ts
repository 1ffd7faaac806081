import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XSS_PAYLOADS } from '../src/render/xss-payloads.js';
import { findExecutable } from './support/executable-html.js';
import { bearer, startTestApp, type TestApp } from './support/test-app.js';

describe('stored post HTML against the XSS corpus', () => {
  let folio: TestApp;

  beforeAll(async () => {
    folio = await startTestApp();
  });
  afterAll(() => folio.close());

  it(`holds nothing executable for any of the ${XSS_PAYLOADS.length} payloads, as written and as read back`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const problems: Array<{ payload: string; found: string[] }> = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const created = await folio
        .http()
        .post('/api/posts')
        .set(bearer())
        .send({ title: `Payload ${index}`, content_text: payload, excerpt: null })
        .expect(201);
      const read = await folio.http().get(`/api/posts/${created.body.slug}`).expect(200);
      const found = [...findExecutable(created.body.content_html), ...findExecutable(read.body.content)];
      if (found.length) problems.push({ payload, found });
    }
    expect(problems).toEqual([]);
  });
});
