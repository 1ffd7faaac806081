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

  it.each(['IMG_2034.JPG', '3fa94c0e1b2d7a66.webp', '00042.png', 'DSC-0001.jpg', 'PXL_20240101_123456.jpg'])(
    'falls back to the post title when the name %p says nothing',
    (fileName) => {
      expect(autoAltText({ fileName, title: '  Spring in the valley ' })).toBe('Image for "Spring in the valley"');
    },
  );

  it('falls back to the title for a URL without a file name', () => {
    expect(autoAltText({ url: 'https://example.com/', title: 'Notes' })).toBe('Image for "Notes"');
  });

  it('gives nothing when neither a usable name nor a title exists', () => {
    expect(autoAltText({ fileName: 'IMG_2034.jpg', title: '   ' })).toBe('');
    expect(autoAltText({ title: '' })).toBe('');
  });
});
