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
  storageBlocked?: boolean;
  /** Navigation Timing's deliveryType: '' for a page the server answered, 'navigational-prefetch' or 'cache' for one it did not see opened. */
  delivery?: string;
  /** Navigation Timing's transferSize: 0 for a page the browser's cache gave without asking, more for one the server answered (a 304 too). */
  transferSize?: number;
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
  const localStorage = {
    getItem: (key: string) => {
      if (reader.storageBlocked) throw new Error('SecurityError: the operation is insecure');
      return key === 'adminToken' ? (reader.adminToken ?? null) : null;
    },
  };
  const window = {
    localStorage,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    addEventListener: (type: string, listener: () => void) => (on[type] ??= []).push(listener),
  };
  const navigator = {
    globalPrivacyControl: reader.gpc ?? false,
    doNotTrack: reader.dnt ? '1' : null,
    sendBeacon: (url: string, body: URLSearchParams) => sent.push({ url, body: Object.fromEntries(body) }),
  };
  const history = { pushState: (_state: unknown, _title: string, url: string) => (location.pathname = url) };
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? [{ deliveryType: reader.delivery ?? '', transferSize: reader.transferSize ?? 0 }] : []) };
  vm.runInNewContext(source, { window, document, navigator, location, history, performance, URLSearchParams, setTimeout });
  return {
    sent,
    history,
    document,
    load: () => {
      document.readyState = 'complete';
      on.load?.forEach((listener) => listener());
    },
    idle: () => idle.splice(0).forEach((callback) => callback()),
    shown: () => {
      document.prerendering = false;
      onDocument.prerenderingchange?.forEach((listener) => listener());
    },
  };
}

const REFERRER = 'https://news.example.org/item?id=1';

describe('the page-view beacon', () => {
  it('is one inline script that the CSP lets run by the sha256 of exactly its text, under 1 kB', () => {
    expect(BEACON_SCRIPT.cspSource).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(source).not.toContain('</');
    expect(Buffer.byteLength(BEACON_SCRIPT.element)).toBeLessThan(1024);
  });

  it("leaves a reader's first view to the server, which counted the page's request", () => {
    const reader = page();
    reader.load();
    reader.idle();
    expect(reader.sent).toEqual([]);
  });

  it("counts the app's navigations to another path once the page is idle, without the referrer, and the same path once", () => {
    const reader = page();
    reader.load();
    reader.idle();
    reader.history.pushState(null, '', '/blog/first');
    reader.idle();
    reader.history.pushState(null, '', '/about');
    expect(reader.sent).toEqual([]);
    reader.idle();
    reader.history.pushState(null, '', '/about');
    reader.idle();
    expect(reader.sent).toEqual([{ url: BEACON_PATH, body: { p: '/about', r: '' } }]);
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: true }],
  ])('sends nothing at all for a reader with %s', (_what, reader: Reader) => {
    const visits = [page(reader), page({ ...reader, adminToken: 'secret' }), page({ ...reader, prerendering: true }), page({ ...reader, delivery: 'navigational-prefetch' })];
    for (const visit of visits) {
      visit.load();
      visit.idle();
      visit.shown();
      visit.idle();
      visit.history.pushState(null, '', '/blog/second');
      visit.idle();
      expect(visit.sent).toEqual([]);
    }
  });

  it('takes back the view the server counted for the admin at once, before the page is idle, and sends nothing for their navigations', () => {
    const admin = page({ adminToken: 'secret' });
    const takeBack = { url: BEACON_PATH, body: { p: '/blog/first', o: '1' } };
    expect(admin.sent).toEqual([takeBack]);
    admin.load();
    admin.idle();
    admin.history.pushState(null, '', '/blog/second');
    admin.idle();
    expect(admin.sent).toEqual([takeBack]);
  });

  it("leaves a page validated by the server (a 304: Chrome's deliveryType 'cache' with bytes transferred) to the server, and takes it back for the admin", () => {
    const reader = page({ delivery: 'cache', transferSize: 300 });
    reader.load();
    reader.idle();
    expect(reader.sent).toEqual([]);
    const admin = page({ delivery: 'cache', transferSize: 300, adminToken: 'secret' });
    admin.load();
    admin.idle();
    expect(admin.sent).toEqual([{ url: BEACON_PATH, body: { p: '/blog/first', o: '1' } }]);
  });

  it('counts a reader whose browser refuses to read storage (no admin token can be there): nothing to take back', () => {
    const reader = page({ storageBlocked: true });
    reader.load();
    reader.idle();
    reader.history.pushState(null, '', '/about');
    reader.idle();
    expect(reader.sent).toEqual([{ url: BEACON_PATH, body: { p: '/about', r: '' } }]);
  });

  it('reports a prerendered page (the server left its request out) once the reader is shown it and it is idle', () => {
    const reader = page({ prerendering: true });
    reader.load();
    reader.idle();
    expect(reader.sent).toEqual([]);
    reader.shown();
    expect(reader.sent).toEqual([]);
    reader.idle();
    expect(reader.sent).toEqual([{ url: BEACON_PATH, body: { p: '/blog/first', r: REFERRER } }]);
    // The admin's prerendered page was never counted: nothing to report, nothing to take back.
    const admin = page({ prerendering: true, adminToken: 'secret' });
    admin.load();
    admin.shown();
    admin.idle();
    expect(admin.sent).toEqual([]);
  });

  it.each(['navigational-prefetch', 'cache'])('reports a page shown from a %s, which the server did not see opened, once it is idle; not for the admin', (delivery) => {
    const reader = page({ delivery });
    reader.load();
    expect(reader.sent).toEqual([]);
    reader.idle();
    expect(reader.sent).toEqual([{ url: BEACON_PATH, body: { p: '/blog/first', r: REFERRER } }]);
    // Nothing counted for the admin there: nothing to report, nothing to take back.
    const admin = page({ delivery, adminToken: 'secret' });
    admin.load();
    admin.idle();
    expect(admin.sent).toEqual([]);
  });
});
