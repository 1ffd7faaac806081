import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response as PageResponse } from 'playwright-core';
import { COMPRESSION_DEFAULTS } from '../src/testing/compression-defaults';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, watchProblems } from './support/browser';
import { expectKeyboardReachesEverything } from './support/keyboard';
import { freePort, startServer, type RunningServer } from './support/server';

const TEST_TIMEOUT = 120_000;
const SEEDED_POSTS = 8;

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Resolves with the next settings PATCH whose body satisfies `matches`. */
function settingsSaved(page: Page, matches: (body: Record<string, unknown>) => boolean): Promise<PageResponse> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PATCH' || !response.url().endsWith('/api/compression/settings')) return false;
    return matches(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
}

/** What has the keyboard focus, as '<role>: <label>'. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return 'nothing';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const labels = (element as HTMLInputElement).labels;
    const name = labels && labels.length > 0 ? labels[0].textContent : element.textContent;
    return `${role}: ${(name ?? '').trim()}`;
  });
}

describe('dashboard overview and settings in Chromium', () => {
  // Settings → System's Data Inspector names the embedded PostgreSQL that `npm start` runs.
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' }, { embeddedPostgres: true });

  afterEach(async () => {
    await suite.api('/api/admin/coming-soon', { method: 'POST', body: { enabled: false } });
    await suite.api('/api/compression/settings', { method: 'PATCH', body: COMPRESSION_DEFAULTS });
  });

  it(
    "shows the writer's desk on real data, keyboard reachable and axe-clean, on a wide and a phone screen",
    async () => {
      // Readers: three who agreed (confirmed), two who did not (pending).
      for (const [consent, csv] of [
        ['true', 'email\nann@example.com\nbob@example.com\ncy@example.com\n'],
        ['false', 'email\ndee@example.com\neve@example.com\n'],
      ]) {
        const form = new FormData();
        form.append('consent', consent);
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'readers.csv');
        const imported = await fetch(suite.url('/api/subscribers/import'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: form });
        expect(imported.status).toBe(200);
      }
      const create = async (body: Record<string, unknown>) => {
        const response = await suite.api('/api/posts', { method: 'POST', body: { content_text: 'Words on the desk.', ...body } });
        expect(response.status).toBe(201);
        return (await response.json()) as { id: string; slug: string };
      };
      const older = await create({ title: 'Desk draft older', status: 'draft' });
      await create({ title: 'Desk draft newer', status: 'draft' });
      // Edited last, so first on the desk.
      expect((await suite.api(`/api/posts/${older.id}`, { method: 'PATCH', body: { content_text: 'More words.' } })).status).toBe(200);
      await create({ title: 'Desk scheduled', status: 'scheduled', published_at: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString() });
      const emailed = await create({ title: 'Desk newsletter', send_email: true });
      // The newsletter goes to the three confirmed readers through the outbox, on the job runner.
      const deadline = Date.now() + 30_000;
      let desk = (await (await suite.api('/api/admin/desk')).json()) as { newsletter: { status: string } | null; attention: { site_url_set: boolean } };
      while (desk.newsletter?.status !== 'sent') {
        if (Date.now() > deadline) throw new Error(`the newsletter was not sent: ${JSON.stringify(desk.newsletter)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        desk = (await (await suite.api('/api/admin/desk')).json()) as typeof desk;
      }

      // A reader (a browser that is not headless: HeadlessChrome is a robot to the counting rules) reads the post:
      // the server counts the page's request as it answers it; no beacon leaves the reader's browser.
      const reader = await suite.page({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });
      const readerBeacons: string[] = [];
      reader.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/stats/view') readerBeacons.push(request.url());
      });
      await reader.goto(suite.url(`/blog/${emailed.slug}`), { waitUntil: 'load' });
      // An idle callback asked for now runs after any the script asked for at load.
      await reader.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
      expect(readerBeacons).toEqual([]);
      expect(await reader.context().cookies()).toEqual([]);
      expect(await reader.evaluate(() => window.localStorage.length)).toBe(0);
      suite.expectNoProblems(reader);

      // The author reading their own post, in another browser (both at 127.0.0.1): the server counts it too, and
      // their page, which holds the admin token, takes it back at once; the figures below are the reader's alone.
      const page = await suite.adminPage({
        viewport: { width: 1280, height: 900 },
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      });
      const takenBack = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stats/view');
      await page.goto(suite.url(`/blog/${emailed.slug}`), { waitUntil: 'load' });
      expect((await takenBack).status()).toBe(204);
      expect(new URLSearchParams((await takenBack).request().postData() ?? '').get('o')).toBe('1');
      await page.goto(suite.url('/dashboard'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      expect(await page.title()).toBe('Overview - Folio');
      const drafts = region(page, 'Drafts');
      await drafts.getByRole('link', { name: 'Desk draft older' }).waitFor();
      expect(await drafts.getByRole('listitem').locator('a').allTextContents()).toEqual(['Desk draft older', 'Desk draft newer']);
      expect(await drafts.getByRole('link', { name: 'Desk draft older' }).getAttribute('href')).toBe(`/dashboard/posts/${older.id}/edit`);
      expect(await region(page, 'Scheduled').getByRole('listitem').locator('a').allTextContents()).toEqual(['Desk scheduled']);
      const published = region(page, 'Recently published');
      expect(await published.getByRole('link', { name: 'Desk newsletter', exact: true }).getAttribute('href')).toBe(`/blog/${emailed.slug}`);
      expect(await published.getByRole('link', { name: 'Edit Desk newsletter' }).getAttribute('href')).toBe(`/dashboard/posts/${emailed.id}/edit`);

      const figure = (name: string, term: string) => region(page, name).locator('dl > div').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
      expect(await figure('Subscribers', 'Confirmed').textContent()).toBe('3');
      expect(await figure('Subscribers', 'Pending confirmation').textContent()).toBe('2');
      expect(await figure('Subscribers', 'Net change this month').textContent()).toBe('+3');
      const newsletter = region(page, 'Last newsletter');
      await newsletter.getByRole('link', { name: 'Desk newsletter', exact: true }).waitFor();
      expect(await newsletter.locator('.desk-newsletter__state').textContent()).toBe('Sent');
      expect(await figure('Last newsletter', 'Sent').textContent()).toBe('3');
      expect(await figure('Last newsletter', 'Failed').textContent()).toBe('0');
      expect(await figure('Last newsletter', 'Pending').textContent()).toBe('0');
      // The view on the Readers panel: its figures, a bar a day, and the same figures in the table behind the chart.
      const readers = region(page, 'Readers');
      await readers.getByRole('list', { name: 'Top posts' }).getByRole('link', { name: 'Desk newsletter' }).waitFor();
      expect(await figure('Readers', 'Views').textContent()).toBe('1');
      expect(await figure('Readers', 'Visitors').textContent()).toBe('1');
      expect(await readers.locator('svg rect.views-chart__bar').count()).toBe(30);
      const lastRow = readers.getByRole('table', { name: 'Views and visitors per day' }).getByRole('row').last();
      expect(await lastRow.locator('td').allTextContents()).toEqual(['1', '1']);
      const attention = region(page, 'Needs attention');
      if (desk.attention.site_url_set) await attention.getByText('Nothing needs your attention', { exact: false }).waitFor();
      else await attention.getByRole('listitem').filter({ hasText: 'SITE_URL is not set.' }).waitFor();

      const stops = await expectKeyboardReachesEverything(page);
      expect(stops).toEqual(
        expect.arrayContaining([
          'a "Desk draft older"',
          'a "Desk scheduled"',
          'a "Desk newsletter"',
          'a "Edit Desk newsletter"',
          'a "Manage subscribers"',
          'a "Delivery report of Desk newsletter"',
        ]),
      );
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      expect(await sidebar.locator('[aria-current="page"]').allTextContents()).toEqual(['Overview']);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      // The keyboard's round left the focus on the skip link: the picture is of the desk, not of it.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await suite.screenshot(page, 'dashboard-overview');

      // On a phone the sidebar becomes a bar above the page, and the panels one column.
      await page.setViewportSize({ width: 375, height: 800 });
      const bar = await sidebar.boundingBox();
      const heading = await page.getByRole('heading', { level: 1, name: 'Overview' }).boundingBox();
      expect(bar && heading && bar.y + bar.height <= heading.y).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await suite.screenshot(page, 'dashboard-overview');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the real posts count, a healthy database and the Data Inspector in Settings → System',
    async () => {
      const listing = await suite.api('/api/posts?page=1&limit=1');
      const { total } = (await listing.json()) as { total: number };
      expect(total).toBeGreaterThanOrEqual(SEEDED_POSTS);

      const page = await suite.adminPage({
        viewport: { width: 1280, height: 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      const system = region(page, 'System');
      await system.getByRole('region', { name: 'Posts', exact: true }).getByText(String(total), { exact: true }).waitFor();
      await system.getByRole('region', { name: 'Database', exact: true }).getByText('Database Healthy', { exact: true }).waitFor();

      const inspector = system.getByRole('region', { name: 'Data Inspector', exact: true });
      await inspector.getByText('embedded-postgres').waitFor();
      const facts = await inspector.locator('dl > div').evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('dt')?.textContent,
          (row.querySelector('dd code') ?? row.querySelector('dd'))?.textContent,
        ]),
      );
      expect(facts).toEqual([
        ['API base', suite.url('')],
        ['Provider', 'embedded-postgres'],
        ['Host', expect.stringContaining('*')],
        ['Database name', expect.any(String)],
        ['Posts count', String(total)],
      ]);

      await inspector.getByRole('button', { name: 'Copy API base' }).click();
      await inspector.getByText('Copied', { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(suite.url(''));
      await system.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps Coming Soon, a preset, a slider and a switch across a reload, and Coming Soon turns visitors away',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

      const comingSoon = page.getByRole('switch', { name: 'Coming Soon mode' });
      expect(await comingSoon.textContent()).toContain('Site Live');
      await comingSoon.click();
      // The switch's own state, not its 3 s message, which a slow machine could miss.
      await page.getByRole('switch', { name: 'Coming Soon mode', checked: true }).waitFor();
      expect(await comingSoon.textContent()).toContain('Coming Soon Active');

      const compression = region(page, 'Image Compression');
      const presetSaved = settingsSaved(page, (body) => body.quality_preset === 'aggressive');
      await compression.getByLabel('Quality preset').selectOption('aggressive');
      await presetSaved;

      const size = compression.getByRole('slider', { name: 'Size threshold' });
      const sizeSaved = settingsSaved(page, (body) => body.size_threshold_kb === 650);
      await size.focus();
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
      await sizeSaved;
      await compression.getByText('650 KB', { exact: true }).waitFor();

      const preserve = compression.getByRole('switch', { name: 'Always preserve format' });
      const preserveSaved = settingsSaved(page, (body) => body.always_preserve_format === true);
      await preserve.click();
      await preserveSaved;

      const stored = await (await suite.api('/api/compression/settings')).json();
      expect(stored).toMatchObject({ quality_preset: 'aggressive', size_threshold_kb: 650, always_preserve_format: true });

      await page.reload({ waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await comingSoon.waitFor();
      expect(await comingSoon.getAttribute('aria-checked')).toBe('true');
      expect(await comingSoon.textContent()).toContain('Coming Soon Active');
      await compression.getByText('650 KB', { exact: true }).waitFor();
      expect(await compression.getByLabel('Quality preset').inputValue()).toBe('aggressive');
      expect(await size.inputValue()).toBe('650');
      expect(await preserve.getAttribute('aria-checked')).toBe('true');
      suite.expectNoProblems(page);

      // The switch is stored in the database; the server may cache it for a second.
      const deadline = Date.now() + 15_000;
      while ((await suite.api('/api/posts?page=1&limit=1', { token: null })).status !== 503) {
        if (Date.now() > deadline) throw new Error('visitors were never turned away');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const visitor = await suite.visitorPage();
      await visitor.goto(suite.url('/blog'), { waitUntil: 'load' });
      await visitor.getByRole('heading', { level: 1, name: 'Coming Soon' }).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows Live Status Online, answers Ping API, and lets the keyboard reach every control',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      const status = region(page, 'Live Status');
      await status.getByText('Online', { exact: true }).nth(1).waitFor();
      expect(await status.locator('.status-badge').allTextContents()).toEqual(['Online', 'Online']);

      await page.getByRole('button', { name: 'Ping API' }).click();
      await page.getByText(/^The API answered: /).waitFor();

      const docs = region(page, 'API').getByRole('link', { name: /\/docs/ });
      expect(await docs.getAttribute('href')).toBe(suite.url('/docs'));

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).focus();
      const reached: string[] = [];
      for (let press = 0; press < 80; press += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        reached.push(now);
        if (now === 'button: Refresh') break;
      }
      expect(reached).toEqual([
        'button: Log Out',
        `a: ${suite.url('/docs')} (opens in a new tab)`,
        'button: Ping API',
        // Settings → API keys, with no key yet: the form alone.
        'input: Key name',
        'button: Create API key',
        'input: Site title',
        'textarea: Description',
        'input: Logo',
        'input: Icon',
        'input: Accent colour (light theme)',
        'input: Accent colour (dark theme)',
        'input: Footer text',
        'input: Language',
        'input: Time zone',
        'input: Home heading',
        'textarea: Home introduction',
        'input: Show the three cards (Stories, The blog, One author)',
        'input: Author name',
        'textarea: Short bio',
        'input: Avatar',
        'button: Add a link',
        'button: Save site settings',
        'switch: Coming Soon mode',
        'switch: Compression',
        'switch: Auto-compress uploads',
        'switch: Convert photos to WebP',
        'switch: Preserve PNG for graphics',
        'switch: Always preserve format',
        'switch: Legacy compression in the editor',
        'select: Quality preset',
        'input: Size threshold',
        'input: Dimension threshold',
        // Settings → Navigation: each link's fields and moves, in both lists.
        'input: Label of top navigation link 1',
        'input: URL of top navigation link 1',
        'button: Move down Home',
        'button: Remove Home',
        'input: Label of top navigation link 2',
        'input: URL of top navigation link 2',
        'button: Move up Stories',
        'button: Move down Stories',
        'button: Remove Stories',
        'input: Label of top navigation link 3',
        'input: URL of top navigation link 3',
        'button: Move up Blog',
        'button: Remove Blog',
        'button: Add link to the top navigation',
        'input: Label of footer link 1',
        'input: URL of footer link 1',
        'button: Move down Home',
        'button: Remove Home',
        'input: Label of footer link 2',
        'input: URL of footer link 2',
        'button: Move up Stories',
        'button: Move down Stories',
        'button: Remove Stories',
        'input: Label of footer link 3',
        'input: URL of footer link 3',
        'button: Move up Blog',
        'button: Remove Blog',
        'button: Add link to the footer',
        'button: Save navigation',
        // Settings → Email: the test message's address and its button.
        'input: Send to (optional)',
        'button: Send test email',
        'button: Refresh',
      ]);

      // Refresh from the keyboard checks again and lands on Online.
      const checkedAgain = page.waitForResponse((response) => response.url().endsWith('/api/db/health'));
      await page.keyboard.press('Enter');
      await checkedAgain;
      await status.getByText('Online', { exact: true }).nth(1).waitFor();
      expect(await status.locator('.status-badge').allTextContents()).toEqual(['Online', 'Online']);

      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await suite.screenshot(page, 'dashboard-settings');
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await suite.screenshot(page, 'dashboard-settings');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});

describe('a revoked admin token in Chromium', () => {
  const TOKEN_A = 'e2e-first-admin-token-0123456789abcdef';
  const TOKEN_B = 'e2e-second-admin-token-0123456789abcdef';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    'sends the admin back to /admin with the sign-in message once the server has a new token',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'folio-e2e-revoke-'));
      const port = await freePort();
      server = await startServer({ ADMIN_TOKEN: TOKEN_A }, { dataDir, port, keepData: true });
      browser = await launchBrowser();
      const context = await browser.newContext();
      await context.addInitScript((token) => window.localStorage.setItem('adminToken', token), TOKEN_A);
      const page = await context.newPage();
      const problems = watchProblems(page);

      await page.goto(`${server.baseUrl}/dashboard/settings`, { waitUntil: 'load' });
      const comingSoon = page.getByRole('switch', { name: 'Coming Soon mode' });
      await comingSoon.waitFor();

      await server.stop();
      server = await startServer({ ADMIN_TOKEN: TOKEN_B }, { dataDir, port });

      await comingSoon.click();
      await page.getByText('Please sign in with your admin token.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

      const state = await fetch(`${server.baseUrl}/api/admin/coming-soon`, {
        headers: { Authorization: `Bearer ${TOKEN_B}` },
      });
      expect(await state.json()).toEqual({ enabled: false });
      expect(problems.pageErrors).toEqual([]);
      // The browser logs the refused call itself; nothing else may be logged.
      expect(problems.consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
