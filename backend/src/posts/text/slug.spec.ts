import { describe, expect, it } from '@jest/globals';
import { isValidSlug, MAX_SLUG_LENGTH, RESERVED_SLUGS, slugOfChosen, slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Crème brûlée à Paris', 'creme-brulee-a-paris'],
    ['Hello, World!', 'hello-world'],
    ['  --Already--dashed--  ', 'already-dashed'],
    ['Straße in Köln', 'strasse-in-koln'],
    ['Æsir & Œuvres', 'aesir-oeuvres'],
    ['Ørsted og Łódź, Đakovo', 'orsted-og-lodz-dakovo'],
    ['ÅNGSTRÖM ÇA VA', 'angstrom-ca-va'],
    ['ﬁve ｆｕｌｌｗｉｄｔｈ ℌ', 'five-fullwidth-h'],
    ['İstanbul', 'istanbul'],
    ['Top 10 tips for 2025', 'top-10-tips-for-2025'],
    ['C++ & C# in 2 mins', 'c-c-in-2-mins'],
    ['snake_case and dot.names', 'snake-case-and-dot-names'],
    ['Mixed 😀 emoji', 'mixed-emoji'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(['😀🎉', '', '   ', '---', '日本語のタイトル', 'Привет'])('falls back to "post" for %j', (title) => {
    expect(slugify(title)).toBe('post');
  });

  it('cuts a long title at the last dash within 80 characters', () => {
    const title = 'word '.repeat(30);
    const slug = slugify(title);
    expect(slug).toBe(Array(16).fill('word').join('-'));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });

  it('keeps exactly 80 characters when a word ends right at the limit', () => {
    const title = `${'a'.repeat(80)} tail`;
    expect(slugify(title)).toBe('a'.repeat(80));
  });

  it('cuts mid-word when the only dash is too early to be worth keeping', () => {
    const slug = slugify(`a ${'b'.repeat(100)}`);
    expect(slug).toBe(`a-${'b'.repeat(78)}`);
  });

  it('always produces a valid slug', () => {
    for (const title of ['Crème brûlée à Paris', `x ${'y'.repeat(200)}`, '😀', 'a--b', `${'ab-'.repeat(40)}`]) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'post', 'creme-brulee', 'top-10', '2025', 'a'.repeat(80)])('accepts %j', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['επίπεδο-2', '日本語', 'привет-мир', 'שלום'])('accepts %j: the letters of a script other than Latin, as WordPress keeps them', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['Επίπεδο', 'ПРИВЕТ', 'επίπεδο'.normalize('NFD'), 'ε πίπεδο', 'été'])('refuses %j: capitals, decomposed letters, spaces, accented Latin', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });

  it.each(['', 'A', 'with space', '-leading', 'trailing-', 'double--dash', 'crème', 'under_score', 'a/b', 'a'.repeat(81)])(
    'refuses %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );
});

describe('uniqueSlug', () => {
  const takenFrom = (slugs: string[]) => {
    const asked: string[] = [];
    const taken = async (candidate: string) => {
      asked.push(candidate);
      return slugs.includes(candidate);
    };
    return { taken, asked };
  };

  it('returns the base when it is free', async () => {
    const { taken, asked } = takenFrom([]);
    await expect(uniqueSlug('hello', taken)).resolves.toBe('hello');
    expect(asked).toEqual(['hello']);
  });

  it('counts up from 2 past every taken slug', async () => {
    await expect(uniqueSlug('hello', takenFrom(['hello']).taken)).resolves.toBe('hello-2');
    await expect(uniqueSlug('hello', takenFrom(['hello', 'hello-2', 'hello-3']).taken)).resolves.toBe('hello-4');
  });

  it('does not care whether earlier suffixes are taken, only the base and the answer', async () => {
    await expect(uniqueSlug('hello', takenFrom(['hello-2']).taken)).resolves.toBe('hello');
  });

  it.each([...RESERVED_SLUGS])('never hands out the reserved %j bare', async (reserved) => {
    const { taken, asked } = takenFrom([]);
    await expect(uniqueSlug(reserved, taken)).resolves.toBe(`${reserved}-2`);
    expect(asked).toEqual([`${reserved}-2`]);
  });

  it('reserves the site routes the design names, plus robots and new', () => {
    expect([...RESERVED_SLUGS].sort()).toEqual([
      'admin', 'api', 'assets', 'atom', 'blog', 'dashboard', 'docs', 'docs-json', 'docs-yaml', 'feed', 'healthz', 'micropub', 'new', 'posts', 'robots', 'rss', 'share',
      'sitemap', 'social-cards', 'stories', 'subscribe', 'unsubscribe', 'uploads',
    ]);
  });

  it('treats reserved words inside a longer slug as ordinary', async () => {
    await expect(uniqueSlug('rss-feeds-explained', takenFrom([]).taken)).resolves.toBe('rss-feeds-explained');
  });

  it('shortens a maximal base so the suffixed slug still fits', async () => {
    const base = slugify('word '.repeat(30));
    const long = 'a'.repeat(80);
    await expect(uniqueSlug(base, takenFrom([base]).taken)).resolves.toBe(`${Array(15).fill('word').join('-')}-2`);
    const slug = await uniqueSlug(long, takenFrom([long]).taken);
    expect(slug).toBe(`${'a'.repeat(78)}-2`);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('falls back to "post" for an empty base', async () => {
    await expect(uniqueSlug('', takenFrom(['post']).taken)).resolves.toBe('post-2');
  });

  it('gives up with an error instead of looping forever', async () => {
    await expect(uniqueSlug('x', async () => true)).rejects.toThrow(/No free slug/);
  });
});

describe('slugOfChosen', () => {
  it('keeps a chosen slug in its letters, in NFC and lowercase, and slugifies one that is not a slug', () => {
    expect(slugOfChosen('επίπεδο-2'.normalize('NFD'))).toBe('επίπεδο-2');
    expect(slugOfChosen('ΕΠΊΠΕΔΟ-2')).toBe('επίπεδο-2');
    expect(slugOfChosen('Crème Brûlée')).toBe('creme-brulee');
    const long = Array.from({ length: 12 }, () => 'επίπεδο').join('-');
    expect(slugOfChosen(long)).toBe(Array.from({ length: 10 }, () => 'επίπεδο').join('-'));
  });
});
