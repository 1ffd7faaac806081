import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';

const TEST_TIMEOUT = 150_000;

interface CreatedPost {
  id: string;
  title: string;
}

/** The dashboard as it is deployed: NODE_ENV=production, so no debug endpoints. */
describe('the dashboard in production, in Chromium', () => {
  const suite = adminSuite({ NODE_ENV: 'production' });

  async function createPost(title: string, content = `Some words about ${title}.`): Promise<CreatedPost> {
    const response = await suite.api('/api/posts', { method: 'POST', body: { title, content_text: content, status: 'draft' } });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedPost;
  }

  async function postsTotal(): Promise<number> {
    const response = await suite.api('/api/posts?page=1&limit=1');
    return ((await response.json()) as { total: number }).total;
  }

  function card(page: Page, name: string) {
    return page.getByRole('region', { name, exact: true });
  }

  function sidebarLink(page: Page, name: string) {
    return page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });
  }

  /** Everything the page asked for has arrived (images included), so that a late failure would be logged by now. */
  async function settled(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
  }

  it(
    'shows every dashboard page without a console error, and never asks for the debug endpoint',
    async () => {
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'production.png');
      const upload = await fetch(suite.url('/api/images/uploads/image'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${suite.token}` },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { url: imageUrl } = (await upload.json()) as { url: string };
      const post = await createPost('Shipped in production', `A picture:\n\n![A blue card](${imageUrl})`);
      const total = await postsTotal();

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));

      await page.goto(suite.url('/dashboard'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await card(page, 'Drafts').getByRole('link', { name: post.title }).waitFor();
      await settled(page);

      await sidebarLink(page, 'Posts').click();
      await page.getByRole('rowheader', { name: post.title }).waitFor();
      await settled(page);

      await page.getByRole('link', { name: 'New Post' }).click();
      await page.getByRole('heading', { level: 1, name: 'New Post' }).waitFor();
      await page.getByLabel('Title', { exact: true }).waitFor();
      await settled(page);

      await page.goto(suite.url(`/dashboard/posts/${post.id}/edit`), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Edit Post' }).waitFor();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(post.title);
      await page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'A blue card' }).waitFor();
      await settled(page);

      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await page.getByRole('complementary', { name: 'Preview Mode' }).waitFor();
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      await settled(page);

      await page.goto(suite.url('/dashboard/images'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Image Library' }).waitFor();
      await page.getByRole('list', { name: 'Images' }).getByRole('button').first().waitFor();
      await settled(page);

      await sidebarLink(page, 'Settings').click();
      const status = page.getByRole('region', { name: 'Live Status' });
      await status.getByText('Online', { exact: true }).nth(1).waitFor();
      await card(page, 'Posts').getByText(String(total), { exact: true }).waitFor();
      await card(page, 'Database').getByText('Database Healthy', { exact: true }).waitFor();
      await card(page, 'Data Inspector').getByText('Debug endpoint not available (production mode)').waitFor();
      await settled(page);

      await sidebarLink(page, 'Overview').click();
      await card(page, 'Drafts').getByRole('link', { name: post.title }).waitFor();
      await settled(page);

      expect(asked.filter((path) => path.startsWith('/__debug'))).toEqual([]);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'counts one post fewer in Settings → System, and drops the draft from the Overview, once a post is deleted on the Posts screen',
    async () => {
      const post = await createPost('A post the overview stops counting');
      const before = await postsTotal();

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      await card(page, 'Posts').getByText(String(before), { exact: true }).waitFor();
      await sidebarLink(page, 'Overview').click();
      await card(page, 'Drafts').getByRole('link', { name: post.title }).waitFor();

      await sidebarLink(page, 'Posts').click();
      await page.getByPlaceholder('Search posts...').fill('stops counting');
      await page.getByRole('rowheader', { name: post.title }).waitFor();
      await page.getByRole('button', { name: `Delete ${post.title}` }).click();
      await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No posts match your search').waitFor();

      await sidebarLink(page, 'Overview').click();
      await card(page, 'Drafts').getByRole('link', { name: post.title }).waitFor({ state: 'detached' });
      await sidebarLink(page, 'Settings').click();
      await card(page, 'Posts').getByText(String(before - 1), { exact: true }).waitFor();
      const postsCount = card(page, 'Data Inspector').locator('dl > div').filter({ hasText: 'Posts count' }).locator('dd');
      expect(await postsCount.textContent()).toBe(String(before - 1));
      expect(await postsTotal()).toBe(before - 1);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});
