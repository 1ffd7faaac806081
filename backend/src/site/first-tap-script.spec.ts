import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { siteChrome } from './chrome.markup.js';
import { FIRST_TAP_SCRIPT } from './first-tap-script.js';

const source = FIRST_TAP_SCRIPT.element.replace(/^<script>/, '').replace(/<\/script>$/, '');
const chrome = parseDocument(siteChrome('Notes', { primary: [{ label: 'Home', url: '/' }], footer: [] }, 'home', '<p>Hello</p>'));
const one = (test: (attribs: Record<string, string>, name: string) => boolean) => DomUtils.findAll((element) => test(element.attribs, element.name), chrome.children);

describe('the first-tap script', () => {
  it('is one inline script that the CSP lets run by the sha256 of exactly its text', () => {
    expect(FIRST_TAP_SCRIPT.element).toBe(`<script>${source}</script>`);
    expect(FIRST_TAP_SCRIPT.cspSource).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(source).not.toContain('</');
    expect(() => new Function(source)).not.toThrow();
  });

  it('stays small enough to cost nothing on a phone: under 800 bytes compressed, in the head of every page', () => {
    expect(gzipSync(source).length).toBeLessThan(800);
  });

  it("finds in the server's chrome what it works on: the menu toggle and the list it controls, the brand and the header", () => {
    const [toggle] = one((attribs) => attribs.class === 'menu-toggle');
    expect(toggle?.attribs).toMatchObject({ type: 'button', 'aria-expanded': 'false', 'aria-controls': 'primary-menu' });
    expect(source).toContain("'.menu-toggle'");
    const [menu] = one((attribs) => attribs.id === 'primary-menu');
    expect(menu?.attribs['data-open']).toBe('false');
    expect(source).toContain("getElementById('primary-menu')");
    expect(one((attribs, name) => name === 'a' && attribs.class === 'brand' && attribs.href === '/')).toHaveLength(1);
    expect(source).toContain("'.brand'");
    expect(one((attribs, name) => name === 'header' && attribs.class === 'site-header')).toHaveLength(1);
    expect(source).toContain("'.site-header'");
  });
});
