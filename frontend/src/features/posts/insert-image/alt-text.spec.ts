import { describe, expect, it } from '@jest/globals';
import { altTextFromName, autoAltText, fileNameFromUrl } from './alt-text';

describe('alt text from a name (spec §5)', () => {
  it.each([
    ['harbour-at_dawn.jpg', 'Harbour At Dawn'],
    ['my__garden--in-may.webp', 'My Garden In May'],
    ['sunset.PNG', 'Sunset'],
    ['older.photo.of.town.jpeg', 'Older.photo.of.town'],
    ['élan-vital.png', 'Élan Vital'],
    ['  already Capitalised.jpg ', 'Already Capitalised'],
  ])('%p → %p', (name, alt) => {
    expect(altTextFromName(name)).toBe(alt);
  });
});

describe('fileNameFromUrl', () => {
  it.each([
    ['https://example.com/photos/harbour-at-dawn.jpg?w=800#top', 'harbour-at-dawn.jpg'],
    ['/uploads/2024/old%20mill.png', 'old mill.png'],
    ['https://example.com/', ''],
    ['', ''],
  ])('%p → %p', (url, name) => {
    expect(fileNameFromUrl(url)).toBe(name);
  });
});

describe('autoAltText', () => {
  it('prefers the file name', () => {
    expect(autoAltText({ fileName: 'old_mill-river.jpg', url: '', title: 'A walk' })).toBe('Old Mill River');
  });

  it('uses the URL when there is no file', () => {
    expect(autoAltText({ url: 'https://example.com/img/red-kite.webp', title: 'Birds' })).toBe('Red Kite');
  });

  it.each([
    ['IMG_2034.JPG', 'IMG 2034'],
    ['DSC-0001.jpg', 'DSC 0001'],
    ['00042.png', '00042'],
    ['3fa94c0e1b2d7.webp', '3fa94c0e1b2d7'],
  ])('follows the rule literally for camera names and short numbers: %p → %p', (fileName, alt) => {
    expect(autoAltText({ fileName, title: 'Spring in the valley' })).toBe(alt);
  });

  it.each([{ fileName: '3fa94c0e1b2d7a66.webp' }, { url: `/uploads/${'ab12'.repeat(16)}.webp` }, { fileName: '.png' }])(
    'falls back to the post title for a content hash or an empty name: %p',
    (source) => {
      expect(autoAltText({ ...source, title: '  Spring in the valley ' })).toBe('Image for "Spring in the valley"');
    },
  );

  it('falls back to the title for a URL without a file name', () => {
    expect(autoAltText({ url: 'https://example.com/', title: 'Notes' })).toBe('Image for "Notes"');
  });

  it('gives nothing when neither a name nor a title exists', () => {
    expect(autoAltText({ fileName: `${'f'.repeat(64)}.png`, title: '   ' })).toBe('');
    expect(autoAltText({ title: '' })).toBe('');
  });
});
