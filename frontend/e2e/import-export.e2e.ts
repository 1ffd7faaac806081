import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';
import { downloadedBytes } from './support/browser';

const TEST_TIMEOUT = 180_000;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const OLD_SITE = 'https://old-blog.example.com';

interface WxrPost {
  id: number;
  title: string;
  slug: string;
  date: string;
  status: 'publish' | 'draft';
  html: string;
  tags: string[];
}

const WXR_POSTS: WxrPost[] = [
  {
    id: 12,
    title: 'Winter notes from the harbour',
    slug: 'winter-notes-from-the-harbour',
    date: '2019-01-15 10:00:00',
    status: 'publish',
    html: '<p>The boats stay in when the ice comes.</p>\n<h2>Nets</h2>\n<p>Mending them is <strong>slow</strong> work.</p>',
    tags: ['harbour', 'winter'],
  },
  {
    id: 14,
    title: 'Gull census',
    slug: 'gull-census',
    date: '2019-03-02 08:30:00',
    status: 'publish',
    html: '<p>Forty-two gulls on the breakwater this morning.</p>',
    tags: ['harbour'],
  },
  {
    id: 15,
    title: 'Half-written thoughts',
    slug: 'half-written-thoughts',
    date: '2019-04-10 21:00:00',
    status: 'draft',
    html: '<p>Not ready yet.</p>',
    tags: [],
  },
];

/** A WordPress export (WXR 1.2) of a small blog, written as WordPress writes it. */
function wxr(posts: WxrPost[]): string {
  const items = posts.map((post) => {
    const [day, time] = post.date.split(' ');
    const [year, month, date] = day!.split('-');
    const link = `${OLD_SITE}/${year}/${month}/${date}/${post.slug}/`;
    const rfc822 = new Date(`${day}T${time}Z`).toUTCString().replace('GMT', '+0000');
    return `
  <item>
    <title><![CDATA[${post.title}]]></title>
    <link>${link}</link>
    <pubDate>${rfc822}</pubDate>
    <dc:creator><![CDATA[ada]]></dc:creator>
    <guid isPermaLink="false">${OLD_SITE}/?p=${post.id}</guid>
    <description></description>
    <content:encoded><![CDATA[${post.html}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${post.id}</wp:post_id>
    <wp:post_date><![CDATA[${post.date}]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${post.status === 'draft' ? '0000-00-00 00:00:00' : post.date}]]></wp:post_date_gmt>
    <wp:comment_status><![CDATA[open]]></wp:comment_status>
    <wp:post_name><![CDATA[${post.slug}]]></wp:post_name>
    <wp:status><![CDATA[${post.status}]]></wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:menu_order>0</wp:menu_order>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <wp:post_password><![CDATA[]]></wp:post_password>
    <wp:is_sticky>0</wp:is_sticky>
    <category domain="category" nicename="journal"><![CDATA[Journal]]></category>
${post.tags.map((tag) => `    <category domain="post_tag" nicename="${tag}"><![CDATA[${tag}]]></category>`).join('\n')}
  </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Harbour Blog</title>
  <link>${OLD_SITE}</link>
  <description>Notes from the harbour</description>
  <language>en-US</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${OLD_SITE}</wp:base_site_url>
  <wp:base_blog_url>${OLD_SITE}</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[ada]]></wp:author_login><wp:author_display_name><![CDATA[Ada]]></wp:author_display_name></wp:author>
${items.join('\n')}
</channel>
</rss>
`;
}

describe('Import & Export in Chromium', () => {
  // An empty site, so that the counts are the file's own.
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'false' });

  async function openScreen(page: Page) {
    await page.goto(suite.url('/dashboard/import-export'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Import & Export' }).waitFor();
  }

  function panel(page: Page, name: string): Locator {
    return page.locator('section.panel').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  }

  async function postCount(): Promise<number> {
    const response = await suite.api('/api/posts?page=1&limit=1');
    expect(response.status).toBe(200);
    return ((await response.json()) as { total: number }).total;
  }

  /** Every text the import's status line showed from now on (it changes faster than a test can look). */
  async function recordStatusLine(page: Page) {
    await page.evaluate(() => {
      const line = document.querySelector('.transfer-import [role="status"]');
      const seen: string[] = [];
      (window as unknown as { __importStatus: string[] }).__importStatus = seen;
      if (!line) return;
      new MutationObserver(() => {
        const text = line.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(line, { childList: true, characterData: true, subtree: true });
    });
    return () => page.evaluate(() => (window as unknown as { __importStatus: string[] }).__importStatus);
  }

  it(
    'runs a dry run of a WordPress export, imports it with its progress and report, and opens an imported post',
    async () => {
      // A post already at one of the file's slugs: the dry run says what will happen to it.
      const existing = await suite.api('/api/posts', {
        method: 'POST',
        body: { title: 'Gull census', content_text: 'Counted by hand.', status: 'published', slug: 'gull-census' },
      });
      expect(existing.status).toBe(201);
      const before = await postCount();

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard'), { waitUntil: 'load' });
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Import & Export' }).click();
      await page.getByRole('heading', { level: 1, name: 'Import & Export' }).waitFor();
      expect(await page.title()).toBe('Import & Export - Folio');

      const importPanel = panel(page, 'Import');
      await importPanel.getByLabel('Choose file').setInputFiles({ name: 'old-harbour.wordpress.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr(WXR_POSTS)) });
      await importPanel.getByText('Chosen: old-harbour.wordpress.xml').waitFor();
      await importPanel.getByLabel('Old site address (optional)').fill(OLD_SITE);

      // The dry run: a report, and nothing written.
      const statuses = await recordStatusLine(page);
      await importPanel.getByRole('button', { name: 'Dry run' }).click();
      const dryReport = importPanel.locator('section').filter({ has: page.getByRole('heading', { name: 'Dry run report' }) });
      await dryReport.waitFor({ timeout: 60_000 });
      await importPanel.getByRole('status').filter({ hasText: /^Dry run complete: \d+ to create, \d+ to update, \d+ to skip\.$/ }).waitFor();
      await dryReport.getByText('Nothing was changed. This is what Import will do with this file.').waitFor();
      await dryReport.getByText('WordPress (WXR)').waitFor();
      for (const post of WXR_POSTS) await dryReport.getByRole('row').filter({ hasText: post.title }).first().waitFor();
      expect(await dryReport.getByRole('link').count()).toBe(0);
      expect((await statuses()).some((text) => /^Uploading old-harbour\.wordpress\.xml: \d+%$|^Dry run: /.test(text))).toBe(true);
      expect(await postCount()).toBe(before);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'import-export-dry-run');

      // The import itself: its progress, then the report with links to the editor.
      const importStatuses = await recordStatusLine(page);
      await importPanel.getByRole('button', { name: 'Import', exact: true }).click();
      const report = importPanel.locator('section').filter({ has: page.getByRole('heading', { name: 'Import report' }) });
      await report.waitFor({ timeout: 60_000 });
      const done = importPanel.getByRole('status').filter({ hasText: /^Import complete: \d+ created, \d+ updated, \d+ skipped\.$/ });
      await done.waitFor();
      const seen = await importStatuses();
      expect(seen.some((text) => /^Uploading |^Import: /.test(text))).toBe(true);
      expect(seen.at(-1)).toMatch(/^Import complete/);
      expect(await postCount()).toBeGreaterThan(before);
      await suite.screenshot(page, 'import-export-report');

      // The report links each imported post to the editor.
      const link = report.getByRole('link', { name: 'Winter notes from the harbour' });
      await link.click();
      await page.waitForURL(/\/dashboard\/posts\/[^/]+\/edit$/);
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Winter notes from the harbour');
      expect(await page.getByLabel('Content', { exact: true }).inputValue()).toContain('Mending them is **slow** work.');

      // Back on the screen, the run is still shown; the jobs panel lists the import jobs.
      await page.goBack();
      await page.getByRole('heading', { name: 'Import report' }).waitFor();
      const jobs = panel(page, 'Background jobs');
      await jobs.getByRole('row').filter({ hasText: /import/i }).first().waitFor();
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'adds a redirect (after the server refuses a loop), finds it, follows it, and deletes it',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await openScreen(page);
      const redirects = panel(page, 'Redirects');
      const form = redirects.getByRole('form', { name: 'Add a redirect' });

      // A loop: the server's own reason is shown.
      await form.getByLabel('From').fill('/old-about');
      await form.getByLabel('To').fill('/old-about');
      await form.getByRole('button', { name: 'Add redirect' }).click();
      const refusal = form.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/^Could not add the redirect: .+/);

      await form.getByLabel('To').fill('/blog');
      await form.getByLabel('Type').selectOption({ label: '302 Temporary' });
      await form.getByRole('button', { name: 'Add redirect' }).click();
      const row = redirects.getByRole('row').filter({ hasText: '/old-about' });
      await row.waitFor();
      await redirects.getByText('Redirect from /old-about added.').waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('302');
      expect(await form.getByLabel('From').inputValue()).toBe('');

      // Readers are sent on.
      const followed = await fetch(suite.url('/old-about'), { redirect: 'manual' });
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toMatch(/\/blog$/);

      // Search finds it, and not what does not match.
      const search = redirects.getByRole('searchbox', { name: 'Search redirects' });
      await search.fill('no-such-address');
      await redirects.getByText('No redirects match your search').waitFor();
      await search.fill('old-about');
      await row.waitFor();

      // Delete after confirmation.
      await row.getByRole('button', { name: /^Delete/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Redirect' });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await row.waitFor({ state: 'detached' });
      await redirects.getByText(/Redirect from \/old-about deleted\./).waitFor();
      expect((await fetch(suite.url('/old-about'), { redirect: 'manual' })).status).not.toBe(302);
      // The refused loop is the one failed call Chromium logs.
      expect(suite.problems(page).consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
      expect(suite.problems(page).pageErrors).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'downloads the export as a stream the browser saves from a single-use link',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await openScreen(page);
      const exportPanel = panel(page, 'Export');
      const download = page.waitForEvent('download');
      await exportPanel.getByRole('button', { name: 'Download export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^folio-export-\d{4}-\d{2}-\d{2}\.zip$/);
      // The browser itself fetched the link: no bearer header, a token that works once.
      expect(file.url()).toMatch(/\/api\/downloads\?token=[A-Za-z0-9_-]{32}$/);
      await exportPanel.getByRole('status').filter({ hasText: 'Download started: your browser saves the file and shows its progress.' }).waitFor();
      const bytes = await downloadedBytes(file);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
      expect((await fetch(file.url())).status).toBe(403);
      expect(await exportPanel.getByRole('button', { name: 'Download export' }).getAttribute('aria-disabled')).toBe('false');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'backs up now, follows the backup to its end, and downloads it from the list',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await openScreen(page);
      const backups = panel(page, 'Backups');
      await backups.getByRole('button', { name: 'Back up now' }).click();
      const done = backups.getByRole('status').filter({ hasText: /^Last backup: folio-backup-\d{8}T\d{6}Z\.zip \(.+\), .+ UTC\.$/ });
      await done.waitFor({ timeout: 60_000 });
      const name = /folio-backup-\d{8}T\d{6}Z\.zip/.exec((await done.textContent()) ?? '')![0];
      const row = backups.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await backups.getByRole('button', { name: 'Back up now' }).getAttribute('aria-disabled')).toBe('false');

      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: `Download ${name}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(name);
      const bytes = await downloadedBytes(file);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'fits a phone',
    async () => {
      const page = await suite.adminPage(PHONE);
      await openScreen(page);
      await panel(page, 'Redirects').getByRole('form', { name: 'Add a redirect' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'import-export');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});
