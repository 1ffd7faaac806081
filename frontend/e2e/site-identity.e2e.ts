import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { adminSuite } from './support/admin-suite';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const SAVED_NOTICE = 'Site settings saved: every page, feed and email uses them now.';

/** Issue 27, point 1: Settings → Site, filled by keyboard and mouse, refused a low-contrast accent with the reason, seen on the public home page. */
describe('Settings → Site in Chromium', () => {
  const suite = adminSuite();

  it(
    'names the site, uploads a logo, is refused a pale accent with its contrast ratio, saves a dark one; the home page shows them all',
    async () => {
      const admin = await suite.adminPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
      await admin.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
      const section = admin.getByRole('region', { name: 'Site' });
      await section.getByLabel('Site title').waitFor();

      await section.getByLabel('Site title').fill('Hill Notes');
      await section.getByLabel('Home heading').fill('Notes from the hill');
      await section.getByLabel('Home introduction').fill('A slow blog about a small place.');
      await section.getByLabel('Show the three cards (Stories, The blog, One author)').uncheck();
      const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2b4c7e' } }).png().toBuffer();
      await section.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await section.getByRole('img', { name: 'Current logo' }).waitFor();

      const accent = section.getByLabel('Accent colour (light theme)');
      await accent.fill('#ffcc00');
      await section.getByRole('button', { name: 'Save site settings' }).click();
      // Under the field (the form's notice repeats it).
      const refusal = section.getByRole('listitem').filter({ hasText: /accent_color #ffcc00 has a contrast ratio of 1\.44:1 against the light theme's background #fbfaf7/ });
      await refusal.waitFor();
      expect(await accent.getAttribute('aria-invalid')).toBe('true');

      await accent.fill('#1d4ed8');
      // By keyboard: the save button is reachable and pressed with Enter.
      await section.getByRole('button', { name: 'Save site settings' }).focus();
      await admin.keyboard.press('Enter');
      await section.getByText(SAVED_NOTICE).waitFor();
      expect(await refusal.count()).toBe(0);
      expect(await seriousAxeViolations(admin)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await suite.screenshot(admin, 'settings-site');

      const reader = await suite.page({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
      await reader.goto(suite.url('/'), { waitUntil: 'load' });
      await reader.getByRole('heading', { level: 1, name: 'Notes from the hill' }).waitFor();
      expect(await reader.title()).toBe('Home - Hill Notes');
      expect(await reader.getByText('A slow blog about a small place.').count()).toBe(1);
      expect(await reader.locator('.blurb').count()).toBe(0);
      const brand = reader.locator('.site-header .brand');
      expect(await brand.textContent()).toBe('Hill Notes');
      expect(await brand.locator('img.brand__logo').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await reader.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim())).toBe('#1d4ed8');
      expect(await reader.locator('html').getAttribute('lang')).toBe('en');
      // The app took the page over without a mismatch.
      expect(suite.problems(reader).pageErrors).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
