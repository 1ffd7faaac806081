import { describe, expect, it } from '@jest/globals';
import zlib from 'node:zlib';
import { EncodedBody } from './encoded-body.js';

const text = Array.from({ length: 200 }, (_, index) => `Line ${index} of a story about the harbour.`).join('\n');

describe('EncodedBody', () => {
  it('makes each compressed form once, from the same bytes, and counts it when made', async () => {
    const body = EncodedBody.of(text, 'text/plain; charset=utf-8');
    let grew = 0;
    body.onGrow = () => grew++;
    const before = body.bytes;
    const [br, again] = await Promise.all([body.form('br'), body.form('br')]);
    expect(again).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(body.ready('br')).toBe(br);
    expect(body.bytes).toBe(before + br.length);
    const gzip = await body.form('gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    expect(body.bytes).toBe(before + br.length + gzip.length);
    expect(grew).toBe(2);
  });

  it('has one ETag per coding, and takes any of them in If-None-Match', () => {
    const body = EncodedBody.of(text, 'text/plain');
    const tags = [body.etag('identity'), body.etag('br'), body.etag('gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      expect(body.matches(tag)).toBe(true);
      expect(body.matches(`W/${tag}`)).toBe(true);
      expect(body.matches(`"other", ${tag}`)).toBe(true);
    }
    expect(body.matches('*')).toBe(true);
    expect(body.matches(EncodedBody.of(`${text}!`, 'text/plain').etag('br'))).toBe(false);
    expect(body.matches(undefined)).toBe(false);
  });

  it('sends a small body as it is, whatever the client accepts', () => {
    const body = EncodedBody.json({ ok: true });
    expect(body.varies).toBe(false);
    expect(body.codingFor('br, gzip')).toBe('identity');
    expect(EncodedBody.of(text, 'text/plain').codingFor('br, gzip')).toBe('br');
  });
});
