import { describe, expect, it } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { openApp } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { downloadedBytes } from './support/browser';

const TEST_TIMEOUT = 120_000;
const WIDTHS = [1280, 375];
/** One of the sample stories every fresh server publishes. */
const ARTICLE = '/blog/the-neighbourhood-library-box';
const CHECK_YOUR_INBOX = 'Check your inbox: we sent a link to confirm your subscription.';

interface Outboxed {
  file: string;
  mail: ParsedMail;
}

interface SubscriberList {
  items: Array<{ id: string; email: string; status: string }>;
  total: number;
  counts: Record<string, number>;
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

const addressesOf = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((entry) => entry.address?.toLowerCase()));

describe('email in Chromium: the subscribe box, the Subscribers screen, the test email, and a post sent by email', () => {
  // No SMTP_URL: every message is written to DATA_DIR/outbox, which GET /api/mail names.
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true', AUTHOR_EMAIL: 'author@example.com' });
  let outboxDir: string | undefined;

  async function outbox(): Promise<Outboxed[]> {
    if (!outboxDir) {
      const mail = (await (await suite.api('/api/mail')).json()) as { transport: string; outbox_dir?: string };
      expect(mail.transport).toBe('outbox');
      outboxDir = mail.outbox_dir;
    }
    if (!outboxDir) throw new Error('GET /api/mail names no outbox folder');
    const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    return Promise.all(names.map(async (name) => ({ file: name, mail: await simpleParser(await readFile(join(outboxDir!, name))) })));
  }

  /** The messages written to `address`, waiting until there are at least `count`. */
  function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
    return until(
      async () => {
        const found = (await outbox()).map((item) => item.mail).filter((mail) => addressesOf(mail).includes(address));
        return found.length >= count ? found : undefined;
      },
      30_000,
      `${count} message(s) to ${address} were not written to the outbox`,
    );
  }

  async function subscribers(query = ''): Promise<SubscriberList> {
    const response = await suite.api(`/api/subscribers${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriberList;
  }

  async function expectLaidOut(page: Page, screenshot: string): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await suite.screenshot(page, screenshot);
  }

  it(
    'the app takes over both subscribe boxes exactly as the server drew them',
    async () => {
      const boxes = (page: Page) => page.locator('.subscribe').evaluateAll((items) => items.map((item) => item.outerHTML));
      const served = await suite.visitorPage({ javaScriptEnabled: false });
      await served.goto(suite.url(ARTICLE), { waitUntil: 'load' });
      const drawn = await boxes(served);
      expect(drawn).toHaveLength(2);
      const app = await suite.visitorPage();
      await openApp(app, suite.url(ARTICLE));
      expect(await boxes(app)).toEqual(drawn);
      suite.expectNoProblems(app);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    'a reader subscribes at the end of an article with JavaScript: the answer shows in place and a confirmation link is sent (%i px)',
    async (width) => {
      const address = `article-${width}@example.com`;
      const page = await suite.visitorPage({ viewport: { width, height: 900 } });
      await openApp(page, suite.url(ARTICLE));
      const box = page.getByRole('form', { name: 'Get new posts by email' });
      await expectLaidOut(page, 'email-article-subscribe');
      await box.getByLabel('Email address').fill(address);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await box.getByText(CHECK_YOUR_INBOX).waitFor();
      // Answered in place: still the article, the field emptied for another address.
      expect(new URL(page.url()).pathname).toBe(ARTICLE);
      expect(await box.getByLabel('Email address').inputValue()).toBe('');
      await expectLaidOut(page, 'email-article-subscribed');

      const [confirmation] = await mailTo(address);
      expect(confirmation?.text).toMatch(/\/subscribe\/confirm\/\S+/);
      expect((await subscribers(`?q=${encodeURIComponent(address)}`)).items.map((item) => [item.email, item.status])).toEqual([[address, 'pending']]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'a reader without JavaScript subscribes in the footer: the form posts to /subscribe and the server answers with a page (375 px)',
    async () => {
      const address = 'footer-nojs@example.com';
      const page = await suite.visitorPage({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
      await page.goto(suite.url('/blog'), { waitUntil: 'load' });
      const box = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe by email' });
      await box.getByLabel('Email address').fill(address);
      await Promise.all([page.waitForURL(suite.url('/subscribe')), box.getByRole('button', { name: 'Subscribe' }).click()]);
      await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
      await mailTo(address);
      // axe needs scripts: the page only has to fit the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await suite.screenshot(page, 'email-footer-nojs');
    },
    TEST_TIMEOUT,
  );

  it(
    'the Subscribers screen: import a CSV as confirmed with consent, counts, search, filter, delete after asking, and export as a file (1280 px)',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await page.goto(suite.url('/dashboard'), { waitUntil: 'load' });
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Subscribers' }).click();
      await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
      const counts = async () =>
        Object.fromEntries(
          await page.locator('.subscriber-counts > div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])),
        );
      await until(async () => (await counts()).Confirmed !== '–', 10_000, 'The counts were not shown');

      const importPanel = page.getByRole('region', { name: 'Import CSV' });
      const csv = ['email', 'ada@example.com', 'grace@example.com', 'not an address', 'article-1280@example.com', 'alan@example.org'].join('\n');
      await importPanel.getByLabel('CSV file').setInputFiles({ name: 'readers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await importPanel.getByRole('checkbox', { name: 'These readers agreed to receive my posts' }).check();
      await importPanel.getByRole('button', { name: 'Import CSV' }).click();
      await importPanel.getByText(/^Import complete: 3 readers imported, 1 was already on the list, 1 line not imported\.$/).waitFor();
      const invalid = importPanel.getByRole('heading', { name: 'Lines not imported' }).locator('xpath=following-sibling::ul[1]');
      expect(await invalid.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Line 4: /)]);

      await until(async () => (await counts()).Confirmed === '3', 10_000, 'The counts did not show the imported readers');
      expect(await counts()).toMatchObject({ Confirmed: '3', Pending: '3' });
      expect((await subscribers('?status=confirmed')).items.map((item) => item.email).sort()).toEqual(['ada@example.com', 'alan@example.org', 'grace@example.com']);

      const search = page.getByRole('searchbox', { name: 'Search by address' });
      await search.fill('example.org');
      await until(async () => (await page.getByRole('rowheader').allTextContents()).join() === 'alan@example.org', 10_000, 'The search did not narrow the list');
      await search.fill('');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
      await until(async () => (await page.getByRole('rowheader').count()) === 3, 10_000, 'The filter did not keep the pending readers');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('');

      await page.getByRole('button', { name: 'Delete grace@example.com' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Subscriber' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete grace@example.com' }).waitFor({ state: 'detached' });
      expect((await subscribers('?q=grace')).total).toBe(0);
      await expectLaidOut(page, 'email-subscribers');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const exported = (await downloadedBytes(file)).toString('utf8');
      expect(exported).toContain('ada@example.com');
      expect(exported).toContain('footer-nojs@example.com');
      expect(exported).not.toContain('grace@example.com');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a post's stored image and its social card on a page of another origin, as a mail client's web view or a feed reader does",
    async () => {
      const form = new FormData();
      const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#457b9d' } }).jpeg().toBuffer();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'harbour.jpg');
      const uploaded = await fetch(suite.url('/api/images/uploads/image'), { method: 'POST', headers: { Authorization: `Bearer ${suite.token}` }, body: form });
      expect(uploaded.status).toBe(201);
      const image = suite.url(((await uploaded.json()) as { url: string }).url);
      const article = await (await fetch(suite.url(ARTICLE))).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(article)?.[1]?.replace(/&amp;/g, '&');
      expect(card).toMatch(/\/social-cards\/[^/]+\.png\?v=/);
      // Another port is another origin: under Cross-Origin-Resource-Policy: same-origin Chromium refuses both.
      const html = `<!doctype html><title>Mail</title><img id="image" src="${image}" alt=""><img id="card" src="${new URL(new URL(card!).pathname + new URL(card!).search, suite.url('/')).toString()}" alt="">`;
      const other = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      try {
        const page = await suite.visitorPage();
        await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`, { waitUntil: 'load' });
        const widths = await page.evaluate(() => ['image', 'card'].map((id) => (document.getElementById(id) as HTMLImageElement).naturalWidth));
        expect(widths).toEqual([640, 1200]);
      } finally {
        other.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'the Subscribers screen fits a phone (375 px)',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 375, height: 740 } });
      await page.goto(suite.url('/dashboard/subscribers'), { waitUntil: 'load' });
      await page.getByRole('table').waitFor();
      await expectLaidOut(page, 'email-subscribers');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it.each(WIDTHS)(
    "Settings shows that mail goes to the outbox and sends a test email there (%i px)",
    async (width) => {
      const address = `test-${width}@example.com`;
      const page = await suite.adminPage({ viewport: { width, height: 900 } });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      const section = page.getByRole('region', { name: 'Email' });
      await section.getByText('The outbox folder (SMTP_URL is not set)').waitFor();
      await section.getByLabel('Send to (optional)').fill(address);
      await section.getByRole('button', { name: 'Send test email' }).click();
      await section.getByText(new RegExp(`^Test email to ${address.replace('.', '\\.')} written to the outbox folder`)).waitFor();
      const [sent] = await mailTo(address);
      expect(sent?.subject).toBeTruthy();
      await expectLaidOut(page, 'email-settings');
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'the editor sends a post by email when it is published, then shows the delivery report and keeps the box ticked and disabled (1280 and 375 px)',
    async () => {
      const created = await suite.api('/api/posts', { method: 'POST', body: { title: 'Letter to the readers', content_text: 'News from the harbour.', status: 'draft' } });
      expect(created.status).toBe(201);
      const post = (await created.json()) as { id: string };
      const confirmed = (await subscribers()).counts.confirmed;
      expect(confirmed).toBeGreaterThan(0);

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      // Just after publishing, the report may be asked for before the server has queued the email: a 404 then.
      let notQueuedYet = 0;
      page.on('response', (response) => {
        if (response.status() === 404 && response.url().endsWith(`/api/posts/${post.id}/email`)) notQueuedYet += 1;
      });
      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      const box = page.getByRole('checkbox', { name: 'Also send by email' });
      await page.getByText(`The post is emailed once to your ${confirmed} confirmed subscribers when it is published or goes live on its schedule.`).waitFor();
      await box.check();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Post updated.').waitFor();

      const report = page.getByRole('region', { name: 'Email delivery' });
      await report.getByRole('status').filter({ hasText: 'Sent' }).waitFor({ timeout: 60_000 });
      const facts = Object.fromEntries(
        await report.locator('dl > div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])),
      );
      expect(facts).toMatchObject({ Recipients: String(confirmed), Sent: String(confirmed), Failed: '0' });
      expect(await box.isChecked()).toBe(true);
      expect(await box.isDisabled()).toBe(true);
      await page.getByText(/^This post was emailed to subscribers on .+\. A post is emailed only once\.$/).waitFor();
      const [letter] = await mailTo('ada@example.com', 1).then((mails) => mails.filter((mail) => mail.subject === 'Letter to the readers'));
      expect(letter?.text).toContain('News from the harbour.');
      await expectLaidOut(page, 'email-editor-report');

      const phone = await suite.adminPage({ viewport: { width: 375, height: 740 } });
      await phone.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      await phone.getByRole('region', { name: 'Email delivery' }).waitFor();
      await expectLaidOut(phone, 'email-editor-report');
      const { consoleErrors, pageErrors } = suite.problems(page);
      expect({ consoleErrors: consoleErrors.length, pageErrors }).toEqual({ consoleErrors: notQueuedYet, pageErrors: [] });
      suite.expectNoProblems(phone);
    },
    TEST_TIMEOUT,
  );
});
