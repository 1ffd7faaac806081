import { describe, expect, it } from '@jest/globals';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;

/** Issue 26, point 6: the sample stories go with one confirmed action in Posts; one the author edited stays. */
describe('"Delete sample stories" in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });

  it(
    'asks first, deletes the untouched sample stories, says so, and keeps the edited one',
    async () => {
      const list = (await (await suite.api('/api/posts?page=1&limit=20')).json()) as { items: Array<{ id: string; title: string }>; total: number };
      expect(list.total).toBe(8);
      const kept = list.items[0]!;
      expect((await suite.api(`/api/posts/${kept.id}`, { method: 'PATCH', body: { content_text: 'Mine now.' } })).status).toBe(200);

      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(suite.url('/dashboard/posts'), { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
      await page.getByRole('button', { name: 'Delete sample stories' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete sample stories' });
      await dialog.getByText('Delete the 7 sample stories added when Folio was installed?', { exact: false }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

      await page.getByRole('status').filter({ hasText: 'Deleted the 7 sample stories.' }).waitFor();
      await page.getByRole('button', { name: 'Delete sample stories' }).waitFor({ state: 'detached' });
      await page.getByRole('rowheader', { name: kept.title }).waitFor();
      // The list is asked again after the answer: the deleted rows go once it has come.
      await page.getByRole('rowheader').nth(1).waitFor({ state: 'detached' });
      expect(await page.getByRole('rowheader').count()).toBe(1);
      expect(((await (await suite.api('/api/posts?page=1&limit=20')).json()) as { total: number }).total).toBe(1);
    },
    TEST_TIMEOUT,
  );
});
