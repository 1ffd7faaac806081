import { describe, expect, it } from '@jest/globals';
import { siteSuite } from './support/site-suite';

describe('built site in Chromium', () => {
  const suite = siteSuite({ SEED_SAMPLE_CONTENT: 'true' });
  const { url } = suite;

  it('renders the home page with navigation and footer, without Content Security Policy errors', async () => {
    const page = await suite.page();
    await page.goto(url('/'), { waitUntil: 'load' });

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Stories', 'Blog']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`).waitFor();
    expect(await page.title()).toMatch(/^Home - /);
    await page.waitForLoadState('networkidle');

    const problems = suite.problems(page);
    expect(problems.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('shows Page Not Found for an unknown path', async () => {
    const page = await suite.page();
    await page.goto(url('/no-such-page'), { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
  });

  it('serves a working Swagger UI at /docs', async () => {
    const page = await suite.page();
    await page.goto(url('/docs'), { waitUntil: 'load' });
    await page.getByText('Folio API').first().waitFor({ timeout: 30_000 });
  });
});
