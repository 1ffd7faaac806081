import { describe, expect, it } from '@jest/globals';
import { countedPage, isBot, isNavigation, isPrefetch, optedOut, referrerHost } from './counting-rules.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

describe('the counting rules', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mastodon/4.3.0 (http.rb/5.2.0; +https://mastodon.social/)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (Linux; Android 10) Chrome-Lighthouse',
    '',
  ])('leaves out the robot %j', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('counts browsers', () => {
    expect(isBot(FIREFOX)).toBe(false);
    expect(isBot(SAFARI)).toBe(false);
    expect(isBot(undefined)).toBe(true);
  });

  it('leaves out readers who sent Sec-GPC: 1 or DNT: 1, and prefetches', () => {
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ dnt: '0' })).toBe(false);
    expect(optedOut({})).toBe(false);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });

  it("counts a page's request only as a browser's navigation (Fetch Metadata), not a script's fetch nor a scraper's plain GET", () => {
    expect(isNavigation({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' })).toBe(true);
    expect(isNavigation({})).toBe(false);
    expect(isNavigation({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).toBe(false);
    expect(isNavigation({ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(isNavigation({ 'sec-fetch-dest': 'document' })).toBe(false);
  });

  it('names each public page in one spelling, and nothing else', () => {
    expect(countedPage('/')).toEqual({ path: '/', slug: null, type: null });
    expect(countedPage('/blog/')).toEqual({ path: '/blog', slug: null, type: null });
    expect(countedPage('/Blog/Notes-From-The-Coast/?utm_source=x#top')).toEqual({ path: '/blog/notes-from-the-coast', slug: 'notes-from-the-coast', type: 'post' });
    expect(countedPage('/stories/notes')).toEqual({ path: '/blog/notes', slug: 'notes', type: 'post' });
    expect(countedPage('/about')).toEqual({ path: '/about', slug: 'about', type: 'page' });
    expect(countedPage('/%E6%97%A5%E6%9C%AC%E8%AA%9E')).toEqual({ path: '/日本語', slug: '日本語', type: 'page' });
    for (const other of ['/dashboard/posts', '/api/posts', '/blog/a/b', '/<script>', '/%E0%A4%A', 'blog', '/a b', '/tag/x', '']) {
      expect(countedPage(other)).toBeNull();
    }
  });

  it('cuts a path of any length before looking at it', () => {
    expect(countedPage(`/${'a'.repeat(100_000)}`)).toBeNull();
    expect(countedPage(`/blog/${'a'.repeat(80)}`)?.path).toBe(`/blog/${'a'.repeat(80)}`);
  });

  it("keeps only another site's host of a referrer: no path, no query, no www.", () => {
    expect(referrerHost('https://www.News.Example.org/item?id=1#c', 'blog.example.com')).toBe('news.example.org');
    expect(referrerHost('https://bücher.example/x', 'blog.example.com')).toBe('xn--bcher-kva.example');
    expect(referrerHost('https://blog.example.com/blog/other', 'blog.example.com:443')).toBeNull();
    expect(referrerHost('https://www.blog.example.com/', 'blog.example.com')).toBeNull();
    for (const other of ['', undefined, 'javascript:alert(1)', 'not a url', 'http://127.0.0.1/', 'http://[::1]/', `https://${'a'.repeat(200)}.example/`, 'android-app://com.example']) {
      expect(referrerHost(other, 'blog.example.com')).toBeNull();
    }
  });
});
