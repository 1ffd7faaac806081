import { describe, expect, it } from '@jest/globals';
import { isGatedByComingSoon, pageSaysComingSoon } from './coming-soon';

describe('isGatedByComingSoon', () => {
  it('counts the public content calls', () => {
    expect(isGatedByComingSoon('/api/posts?page=1&limit=9')).toBe(true);
    expect(isGatedByComingSoon('/api/posts/hello-world')).toBe(true);
    expect(isGatedByComingSoon('/api/compression/settings', 'PATCH')).toBe(true);
  });

  it('leaves out what the server keeps open: admin API, health checks, reading the compression settings, the site identity', () => {
    expect(isGatedByComingSoon('/api/admin/health')).toBe(false);
    // The Coming Soon page reads the site's name through it: its answer must not lift Coming Soon.
    expect(isGatedByComingSoon('/api/site')).toBe(false);
    expect(isGatedByComingSoon('/api/site/settings', 'PATCH')).toBe(false);
    expect(isGatedByComingSoon('/api/admin/coming-soon')).toBe(false);
    expect(isGatedByComingSoon('/api/db/health')).toBe(false);
    expect(isGatedByComingSoon('/api/hello')).toBe(false);
    expect(isGatedByComingSoon('/healthz')).toBe(false);
    expect(isGatedByComingSoon('/api/compression/settings')).toBe(false);
    expect(isGatedByComingSoon('/__debug/db?counts=1')).toBe(false);
  });

  it('does not mistake a longer name for an open prefix', () => {
    expect(isGatedByComingSoon('/api/administrators')).toBe(true);
    expect(isGatedByComingSoon('/apis')).toBe(false);
  });
});

describe('pageSaysComingSoon', () => {
  const page = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

  it('reads the mark the server puts on pages sent while Coming Soon is on', () => {
    expect(pageSaysComingSoon(page('<meta name="folio:coming-soon" content="true">'))).toBe(true);
    expect(pageSaysComingSoon(page('<meta name="folio:site-name" content="Folio">'))).toBe(false);
    expect(pageSaysComingSoon(page('<meta name="folio:coming-soon" content="false">'))).toBe(false);
  });
});
