import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';
import { expectKeyboardReachesEverything } from './support/keyboard';

const TEST_TIMEOUT = 120_000;

describe('Settings → API keys in Chromium', () => {
  const suite = adminSuite();

  /** What the server answers an admin call made with this bearer credential. */
  const statusWith = async (key: string) => (await suite.api('/api/admin/health', { token: key })).status;

  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

  it(
    'creates a key shown once with Copy, lists it with when it was last used, and revokes it after asking',
    async () => {
      const page = await suite.adminPage({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
      await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      const section = page.getByRole('region', { name: 'API keys' });
      await section.getByText('No API keys yet').waitFor();

      // Made from the keyboard: the name, then Enter.
      await section.getByRole('textbox', { name: 'Key name' }).fill('Ulysses on my laptop');
      await page.keyboard.press('Enter');
      const shown = section.getByRole('region', { name: 'Key created: Ulysses on my laptop' });
      await shown.waitFor();
      expect(await focusedText(page)).toBe('Key created: Ulysses on my laptop');
      const [key, ghostKey] = await shown.locator('code.new-api-key__secret').allTextContents();
      expect(key).toMatch(/^folio_[0-9a-f]{24}_[0-9a-f]{64}$/);
      expect(ghostKey).toBe(key.slice('folio_'.length).replace('_', ':'));
      await shown.getByRole('button', { name: 'Copy API key' }).click();
      await shown.getByText('Copied').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await shown.getByRole('button', { name: 'Copy Ghost Admin API key' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ghostKey);
      expect(await statusWith(key)).toBe(200);

      const row = section.getByRole('row', { name: /Ulysses on my laptop/ });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Never');
      // A second key brings the list again: the first one's use shows.
      await section.getByRole('textbox', { name: 'Key name' }).fill('Backup script');
      await section.getByRole('button', { name: 'Create API key' }).click();
      await section.getByRole('region', { name: 'Key created: Backup script' }).waitFor();
      await row.getByRole('cell').nth(1).locator('time').waitFor();
      expect(await section.getByRole('row').count()).toBe(3);

      // Tab goes round the whole page: the section's stops come in this order, every one of them.
      const expected = [
        'input[text] "Key name"',
        'button "Create API key"',
        'button "Copy API key"',
        'button "Copy Ghost Admin API key"',
        'button "Done, I have copied it"',
        'button "Revoke the API key Backup script"',
        'button "Revoke the API key Ulysses on my laptop"',
      ];
      const stops = await expectKeyboardReachesEverything(page, section);
      const ours = stops.filter((stop) => expected.includes(stop));
      // The round starts where the focus was (the new key's heading): read it from the form on.
      const fromForm = ours.indexOf(expected[0]);
      expect([...ours.slice(fromForm), ...ours.slice(0, fromForm)]).toEqual(expected);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await section.scrollIntoViewIfNeeded();
      await suite.screenshot(page, 'settings-api-keys', { fullPage: false });
      // On a phone the key wraps rather than widening the page.
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await suite.screenshot(page, 'settings-api-keys', { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Done hides the key for good: the list never holds it.
      await section.getByRole('button', { name: 'Done, I have copied it' }).click();
      await section.getByRole('region', { name: /^Key created/ }).waitFor({ state: 'detached' });
      expect(await page.content()).not.toContain(key.slice(-64));

      await row.getByRole('button', { name: 'Revoke the API key Ulysses on my laptop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
      await dialog.getByText('Apps using the key Ulysses on my laptop will be refused from now on. This cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await row.waitFor({ state: 'detached' });
      expect(await focusedText(page)).toBe('API keys');
      await page.getByRole('status').filter({ hasText: 'API key Ulysses on my laptop revoked.' }).waitFor();
      expect(await statusWith(key)).toBe(401);
      expect(await section.getByRole('row').count()).toBe(2);
      suite.expectNoProblems(page);
    },
    TEST_TIMEOUT,
  );
});
