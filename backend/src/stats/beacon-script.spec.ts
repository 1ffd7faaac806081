import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { BEACON_PATH, BEACON_SCRIPT } from './beacon-script.js';

const source = BEACON_SCRIPT.element.replace(/^<script>/, '').replace(/<\/script>$/, '');

interface Reader {
  gpc?: boolean;
  dnt?: boolean;
  adminToken?: string;
  prerendering?: boolean;
}

/** The script run against a stand-in for the browser: what it sends, and the events that move it on. */
function page(reader: Reader = {}) {
  const sent: Array<{ url: string; body: Record<string, string> }> = [];
  const on: Record<string, Array<() => void>> = {};
  const onDocument: Record<string, Array<() => void>> = {};
  const idle: Array<() => void> = [];
  const location = { pathname: '/blog/first' };
  const document = {
    referrer: 'https://news.example.org/item?id=1',
    readyState: 'loading',
    prerendering: reader.prerendering ?? false,
    addEventListener: (type: string, listener: () => void) => (onDocument[type] ??= []).push(listener),
  };
  const window = {
    localStorage: { getItem: (key: string) => (key === 'adminToken' ? (reader.adminToken ?? null) : null) },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    addEventListener: (type: string, listener: () => void) => (on[type] ??= []).push(listener),
  };
  const navigator = {
    globalPrivacyControl: reader.gpc ?? false,
    doNotTrack: reader.dnt ? '1' : null,
    sendBeacon: (url: string, body: URLSearchParams) => sent.push({ url, body: Object.fromEntries(body) }),
  };
  const history = { pushState: (_state: unknown, _title: string, url: string) => (location.pathname = url) };
  vm.runInNewContext(source, { window, document, navigator, location, history, URLSearchParams, setTimeout });
  return {
    sent,
    history,
    document,
    load: () => on.load?.forEach((listener) => listener()),
    idle: () => idle.splice(0).forEach((callback) => callback()),
    shown: () => onDocument.prerenderingchange?.forEach((listener) => listener()),
  };
}

describe('the page-view beacon', () => {
  it('is one inline script that the CSP lets run by the sha256 of exactly its text, under 1 kB', () => {
    expect(BEACON_SCRIPT.cspSource).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(source).not.toContain('</');
    expect(Buffer.byteLength(BEACON_SCRIPT.element)).toBeLessThan(1024);
  });

  it('sends nothing before the page has loaded and is idle; then one view with its path and referrer', () => {
    const reader = page();
    expect(reader.sent).toEqual([]);
    reader.load();
    expect(reader.sent).toEqual([]);
    reader.idle();
    expect(reader.sent).toEqual([{ url: BEACON_PATH, body: { p: '/blog/first', r: 'https://news.example.org/item?id=1' } }]);
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: true }],
    ['the admin token', { adminToken: 'secret' }],
  ])('sends nothing for a reader with %s', (_what, reader: Reader) => {
    const visit = page(reader);
    visit.load();
    visit.idle();
    visit.history.pushState(null, '', '/blog/second');
    visit.idle();
    expect(visit.sent).toEqual([]);
  });

  it("counts the app's navigations to another path, without the referrer, and the same path once", () => {
    const reader = page();
    reader.load();
    reader.idle();
    reader.history.pushState(null, '', '/blog/first');
    reader.idle();
    reader.history.pushState(null, '', '/about');
    reader.idle();
    expect(reader.sent.map((view) => view.body)).toEqual([
      { p: '/blog/first', r: 'https://news.example.org/item?id=1' },
      { p: '/about', r: '' },
    ]);
  });

  it('waits while the page is prerendered, until the reader is shown it', () => {
    const reader = page({ prerendering: true });
    reader.load();
    reader.idle();
    expect(reader.sent).toEqual([]);
    reader.document.prerendering = false;
    reader.shown();
    expect(reader.sent).toHaveLength(1);
  });
});
