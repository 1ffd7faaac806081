import { beforeEach, describe, expect, it } from '@jest/globals';
import { applyIdentityToHead } from './identity-head';

describe('applyIdentityToHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="folio:site-name" content="Folio">';
    document.title = 'Settings - Folio';
  });

  it('writes the accents as the server does, and the theme colour', () => {
    applyIdentityToHead({ title: 'Folio', accent_color: '#8a3b12', accent_color_dark: '#f0b27a' });
    expect(document.getElementById('folio-accent')?.textContent).toBe(
      '@media (prefers-color-scheme:light){:root{--color-accent:#8a3b12;--color-accent-hover:#8a3b12;--color-tag-text:#8a3b12}}' +
        '@media (prefers-color-scheme:dark){:root{--color-accent:#f0b27a;--color-accent-hover:#f0b27a;--color-tag-text:#f0b27a}}',
    );
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#8a3b12');
  });

  it('takes the accent away when it is cleared, and never writes a value that is not a colour', () => {
    applyIdentityToHead({ title: 'Folio', accent_color: '#8a3b12', accent_color_dark: null });
    applyIdentityToHead({ title: 'Folio', accent_color: '}</style><script>', accent_color_dark: null });
    expect(document.getElementById('folio-accent')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')).toBeNull();
  });

  it("renames the site in the tab's title and for the titles set after", () => {
    applyIdentityToHead({ title: 'Notes from the Bay', accent_color: null, accent_color_dark: null });
    expect(document.title).toBe('Settings - Notes from the Bay');
    expect(document.querySelector('meta[name="folio:site-name"]')?.getAttribute('content')).toBe('Notes from the Bay');
    document.title = 'Notes from the Bay';
    applyIdentityToHead({ title: 'Bay Notes', accent_color: null, accent_color_dark: null });
    expect(document.title).toBe('Bay Notes');
  });
});
