import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const POSTS = 2000;
const WORDS = ['Harbour', 'Lantern', 'Orchard', 'Meadow', 'Granite'];

/**
 * 2,000 posts in one statement: every 4th a draft (no publication date), the others published an hour
 * apart; titles cycle through WORDS, so that `status=draft&title=orchard` matches 100 drafts.
 */
const INSERT_POSTS = `
  INSERT INTO posts (title, slug, content_text, content_html, excerpt, status, type, reading_time_minutes, published_at, created_at, updated_at)
  SELECT words[i % 5 + 1] || ' note ' || i, lower(words[i % 5 + 1]) || '-note-' || i, 'Note ' || i || '.', '<p>Note ' || i || '.</p>', 'Note ' || i || '.',
    CASE WHEN i % 4 = 0 THEN 'draft' ELSE 'published' END, 'post', 1,
    CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '1 hour' END, now() - i * interval '1 hour', now() - i * interval '1 hour'
  FROM generate_series(1, ${POSTS}) AS i, (SELECT $1::text[] AS words) AS w`;

interface ListedPost {
  id: string;
  title: string;
  slug: string;
  status: string;
}

/** Issue 27, point 3: filters and bulk actions on 2,000 posts. */
describe('the posts list with 2,000 posts in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });

  async function insertPosts(): Promise<void> {
    const databaseUrl = suite.databaseUrl();
    if (!databaseUrl) throw new Error('this test inserts its posts on the run\'s shared PostgreSQL (the global setup)');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(INSERT_POSTS, [WORDS]);
    } finally {
      await client.end();
    }
  }

  const list = async (query: string) => (await (await suite.api(`/api/posts?${query}`)).json()) as { items: ListedPost[]; total: number };

  it(
    'opens on the filter in its address, publishes the ticked page, deletes two posts and undoes it, with Back keeping the filters',
    async () => {
      // The sample stories of a first start are there too: "Delete sample stories" sits in the list's toolbar.
      const samples = (await list('limit=1')).total;
      await insertPosts();
      const total = samples + POSTS;
      expect((await list('limit=1')).total).toBe(total);
      const drafts = await list('status=draft&title=orchard&limit=20');
      expect(drafts.total).toBe(100);

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/posts?status=draft&title=orchard'), { waitUntil: 'load' });
      await page.getByRole('rowheader', { name: drafts.items[0]!.title, exact: true }).waitFor();
      expect(await page.getByRole('rowheader').allTextContents()).toEqual(drafts.items.map((post) => post.title));
      await page.getByText('Page 1 of 5').waitFor();
      expect(await page.getByLabel('Status').inputValue()).toBe('draft');
      expect(await page.getByLabel('Title contains').inputValue()).toBe('orchard');
      await page.locator('header.toolbar').getByRole('button', { name: 'Delete sample stories' }).waitFor();
      await suite.screenshot(page, 'posts-list', { fullPage: false });

      await page.getByRole('checkbox', { name: 'Select all posts on this page' }).check();
      const bar = page.getByRole('region', { name: 'Selected posts' });
      await bar.getByText('20 posts selected').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await suite.screenshot(page, 'posts-list-selected', { fullPage: false });
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Published 20 posts.' }).waitFor();
      // The page of drafts now starts with the next 20.
      await page.getByText('Page 1 of 4').waitFor();
      const published = await Promise.all(drafts.items.map(async (post) => ((await (await suite.api(`/api/posts/${post.id}`)).json()) as ListedPost).status));
      expect(new Set(published)).toEqual(new Set(['published']));
      expect((await fetch(suite.url(`/blog/${drafts.items[0]!.slug}`))).status).toBe(200);

      await page.getByLabel('Status').selectOption('published');
      await page.waitForURL((url) => url.searchParams.get('status') === 'published');
      const first = (await list('status=published&title=orchard&limit=2')).items;
      await page.getByRole('rowheader', { name: first[0]!.title, exact: true }).waitFor();
      for (const post of first) await page.getByRole('checkbox', { name: `Select ${post.title}`, exact: true }).check();
      await bar.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Posts' });
      await dialog.getByText('Delete 2 posts?', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete 2 posts' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Deleted 2 posts.' });
      await notice.waitFor();
      await page.getByRole('rowheader', { name: first[0]!.title, exact: true }).waitFor({ state: 'detached' });
      expect((await fetch(suite.url(`/blog/${first[0]!.slug}`))).status).toBe(404);

      await notice.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('status').filter({ hasText: 'Restored 2 posts.' }).waitFor();
      await page.getByRole('rowheader', { name: first[0]!.title, exact: true }).waitFor();
      expect((await fetch(suite.url(`/blog/${first[1]!.slug}`))).status).toBe(200);
      expect((await list('limit=1')).total).toBe(total);

      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('status') === 'draft');
      expect(await page.getByLabel('Status').inputValue()).toBe('draft');
      await page.getByText('Page 1 of 4').waitFor();

      // On a phone each row is a card, its tick box with it, and nothing is wider than the screen.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('checkbox', { name: 'Select all posts on this page' }).check();
      await page.getByRole('region', { name: 'Selected posts' }).getByText('20 posts selected').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await suite.screenshot(page, 'posts-list-selected', { fullPage: false });
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});
