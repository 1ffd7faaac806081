import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { adminSuite } from './support/admin-suite';
import { openApp, waitForApp } from './support/app';
import { seriousAxeViolations } from './support/axe';

const TEST_TIMEOUT = 120_000;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const SAVED_NOTICE = 'Navigation saved: every page shows it now.';
const SPEC_LINKS = [
  { label: 'Home', url: '/' },
  { label: 'Stories', url: '/stories' },
  { label: 'Blog', url: '/blog' },
];

describe('Navigation in Chromium', () => {
  const suite = adminSuite({ SEED_SAMPLE_CONTENT: 'true' });

  beforeEach(async () => {
    const reset = await suite.api('/api/navigation', { method: 'PUT', body: { primary: SPEC_LINKS, footer: SPEC_LINKS } });
    expect(reset.status).toBe(200);
  });

  async function openSettings(page: Page): Promise<Locator> {
    await page.goto(suite.url('/dashboard/settings'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const section = page.getByRole('region', { name: 'Navigation' });
    await section.getByRole('group', { name: 'Top navigation' }).waitFor();
    return section;
  }

  /** Each label with its URL, in the order the list shows them. */
  async function rows(list: Locator): Promise<string[]> {
    const labels = await list.getByRole('textbox', { name: /^Label of / }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const urls = await list.getByRole('textbox', { name: /^URL of / }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    return labels.map((label, index) => `${label} ${urls[index]}`);
  }

  /** What a reader sees in a nav landmark: each link's text, address, and whether it is the current page. */
  function drawnLinks(page: Page, name: 'Main' | 'Footer') {
    return page
      .getByRole('navigation', { name })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current'), link.getAttribute('rel')]));
  }

  /** A mouse drag in small steps, as a hand makes it: Chromium starts a drag only once the pointer has moved a little. */
  async function dragOnto(page: Page, handle: Locator, target: Locator) {
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the handle or the target is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 24, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
  }

  async function save(section: Locator) {
    await section.getByRole('button', { name: 'Save navigation' }).click();
    await section.getByText(SAVED_NOTICE).waitFor();
  }

  it(
    'at 1280 px: adds a link, drags one to the top, removes one, saves; the site shows the links in its header and footer',
    async () => {
      const admin = await suite.adminPage({ viewport: { width: 1280, height: 900 } });
      const section = await openSettings(admin);
      const top = section.getByRole('group', { name: 'Top navigation' });
      const footer = section.getByRole('group', { name: 'Footer' });

      await top.getByRole('button', { name: 'Add link to the top navigation' }).click();
      await top.getByRole('textbox', { name: 'Label of top navigation link 4' }).fill('Code');
      await top.getByRole('textbox', { name: 'URL of top navigation link 4' }).fill('https://code.example.org/ada');
      // Blog's handle dragged onto the first row: Blog takes its place.
      await dragOnto(admin, top.getByRole('listitem').nth(2).getByTitle('Drag to reorder'), top.getByRole('listitem').nth(0));
      expect(await rows(top)).toEqual(['Blog /blog', 'Home /', 'Stories /stories', 'Code https://code.example.org/ada']);
      await footer.getByRole('button', { name: 'Remove Stories' }).click();
      await footer.getByRole('button', { name: 'Add link to the footer' }).click();
      await footer.getByRole('textbox', { name: 'Label of footer link 3' }).fill('Write to me');
      await footer.getByRole('textbox', { name: 'URL of footer link 3' }).fill('mailto:ada@example.org');
      expect(await seriousAxeViolations(admin)).toEqual([]);
      await save(section);
      await suite.screenshot(admin, 'settings-navigation');

      // The admin's own header follows at once, Dashboard after the saved links.
      await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Code' }).waitFor();
      expect((await drawnLinks(admin, 'Main')).map(([label]) => label)).toEqual(['Blog', 'Home', 'Stories', 'Code', 'Dashboard']);
      suite.expectNoProblems(admin);

      const visitor = await suite.visitorPage({ viewport: { width: 1280, height: 900 } });
      await visitor.goto(suite.url('/'), { waitUntil: 'domcontentloaded' });
      // Drawn by the server before any script, then the same once the app has taken over.
      const expectedMain = [
        ['Blog', '/blog', null, null],
        ['Home', '/', 'page', null],
        ['Stories', '/stories', null, null],
        ['Code', 'https://code.example.org/ada', null, 'noopener'],
      ];
      const expectedFooter = [
        ['Home', '/', null, null],
        ['Blog', '/blog', null, null],
        ['Write to me', 'mailto:ada@example.org', null, 'noopener'],
      ];
      expect(await drawnLinks(visitor, 'Main')).toEqual(expectedMain);
      expect(await drawnLinks(visitor, 'Footer')).toEqual(expectedFooter);
      await waitForApp(visitor);
      expect(await drawnLinks(visitor, 'Main')).toEqual(expectedMain);
      expect(await drawnLinks(visitor, 'Footer')).toEqual(expectedFooter);

      await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/blog');
      expect((await drawnLinks(visitor, 'Main')).filter(([, , current]) => current).map(([label]) => label)).toEqual(['Blog']);
      expect(await seriousAxeViolations(visitor)).toEqual([]);
      await suite.screenshot(visitor, 'navigation-blog');

      // Many long links wrap in the header instead of pushing the page sideways.
      const many = Array.from({ length: 12 }, (_, index) => ({ label: `A rather long section name ${index + 1}`, url: `/section-${index + 1}` }));
      expect((await suite.api('/api/navigation', { method: 'PUT', body: { primary: many, footer: many } })).status).toBe(200);
      await openApp(visitor, suite.url('/blog'));
      expect((await drawnLinks(visitor, 'Main')).length).toBe(12);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await suite.screenshot(visitor, 'navigation-many-links', { fullPage: false });
      suite.expectNoProblems(visitor);
    },
    TEST_TIMEOUT,
  );

  it(
    'at 375 px: the section fits, reorders from the keyboard, shows a refusal beside its field, saves; the menu holds the links',
    async () => {
      const admin = await suite.adminPage(PHONE);
      const section = await openSettings(admin);
      const top = section.getByRole('group', { name: 'Top navigation' });
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await top.getByRole('button', { name: 'Move up Stories' }).focus();
      await admin.keyboard.press('Enter');
      expect(await rows(top)).toEqual(['Stories /stories', 'Home /', 'Blog /blog']);
      // At the top Move up can do no more: the focus is on Move down of the same link.
      expect(await top.getByRole('button', { name: 'Move down Stories' }).evaluate((button) => button === document.activeElement)).toBe(true);

      const url = top.getByRole('textbox', { name: 'URL of top navigation link 3' });
      await url.fill(' javascript:alert(1)');
      await section.getByRole('button', { name: 'Save navigation' }).click();
      await section.getByRole('alert').filter({ hasText: 'Failed to save: Request to /api/navigation failed with HTTP 400' }).waitFor();
      expect(await url.getAttribute('aria-invalid')).toBe('true');
      expect(await url.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
        'URL must be a path on this site starting with /, an absolute http(s) URL or a mailto: address',
      );
      await suite.screenshot(admin, 'settings-navigation-refused');

      await url.fill('/blog');
      await top.getByRole('textbox', { name: 'Label of top navigation link 3' }).fill('Journal');
      await save(section);
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await suite.screenshot(admin, 'settings-navigation');

      const visitor = await suite.visitorPage(PHONE);
      await openApp(visitor, suite.url('/stories'));
      const menu = visitor.getByRole('button', { name: 'Menu' });
      const mainNav = visitor.getByRole('navigation', { name: 'Main' });
      expect(await mainNav.getByRole('link', { name: 'Journal' }).isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await drawnLinks(visitor, 'Main')).toEqual([
        ['Stories', '/stories', 'page', null],
        ['Home', '/', null, null],
        ['Journal', '/blog', null, null],
      ]);
      expect(await seriousAxeViolations(visitor)).toEqual([]);
      await suite.screenshot(visitor, 'navigation-menu', { fullPage: false });
      await mainNav.getByRole('link', { name: 'Journal' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect((await drawnLinks(visitor, 'Footer')).map(([label]) => label)).toEqual(['Home', 'Stories', 'Blog']);
      suite.expectNoProblems(visitor);
    },
    TEST_TIMEOUT,
  );
});
