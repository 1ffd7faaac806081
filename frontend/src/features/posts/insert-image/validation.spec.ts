import { describe, expect, it } from '@jest/globals';
import {
  ALT_TEXT_MESSAGE,
  canInsert,
  FILE_TYPE_MESSAGE,
  fileError,
  insertErrors,
  NO_SOURCE_MESSAGE,
  URL_FORMAT_MESSAGE,
  urlError,
} from './validation';
import { MAX_IMAGE_BYTES } from '../../../lib/image-files';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000) {
  return { name, type, size };
}

describe('image picker validation (spec §5)', () => {
  it('has the spec messages word for word', () => {
    expect(FILE_TYPE_MESSAGE).toBe('Please select a PNG, JPG, or WebP image file.');
    expect(NO_SOURCE_MESSAGE).toBe('Please select an image file or enter an image URL.');
    expect(ALT_TEXT_MESSAGE).toBe('Alt text is required for accessibility.');
  });

  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['photo.webp', 'image/webp'],
    ['no-type.jpeg', ''],
    ['no-type.WEBP', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(fileError(file(name, type))).toBeNull();
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['vector.svg', 'image/svg+xml'],
    ['notes.pdf', 'application/pdf'],
    ['renamed.png', 'text/plain'],
    ['no-type.gif', ''],
    ['no-extension', ''],
  ])('refuses %s (%s) with the type message', (name, type) => {
    expect(fileError(file(name, type))).toBe(FILE_TYPE_MESSAGE);
  });

  it('allows exactly 5 MB and refuses one byte more, giving the size in MB rounded up to two decimals', () => {
    expect(fileError(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(fileError(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(
      'File size must be less than 5MB. Current size: 5.01MB.',
    );
    expect(fileError(file('a.jpg', 'image/jpeg', Math.round(7.341 * MB)))).toBe('File size must be less than 5MB. Current size: 7.35MB.');
  });

  it('reports the type before the size', () => {
    expect(fileError(file('big.gif', 'image/gif', 9 * MB))).toBe(FILE_TYPE_MESSAGE);
  });

  it.each(['https://example.com/a.jpg', 'http://example.com/a b.png', '/uploads/2024/ab.webp', '  https://x.org/y  '])(
    'accepts the URL %p',
    (url) => {
      expect(urlError(url)).toBeNull();
    },
  );

  it.each(['example.com/a.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg', '//evil.example/a.png', 'data:image/png;base64,AAA'])(
    'refuses the URL %p',
    (url) => {
      expect(urlError(url)).toBe(URL_FORMAT_MESSAGE);
    },
  );

  it('asks for a file or a URL, then alt text', () => {
    expect(insertErrors({ file: null, url: '', alt: '' })).toEqual([NO_SOURCE_MESSAGE, ALT_TEXT_MESSAGE]);
    expect(insertErrors({ file: null, url: '   ', alt: 'A harbour' })).toEqual([NO_SOURCE_MESSAGE]);
    expect(insertErrors({ file: null, url: 'https://x.org/a.png', alt: '  ' })).toEqual([ALT_TEXT_MESSAGE]);
  });

  it('enables Insert only with a source, alt text and no error', () => {
    const good = file('a.png', 'image/png');
    expect(canInsert({ file: good, url: '', alt: 'Harbour' })).toBe(true);
    expect(canInsert({ file: null, url: '/uploads/a.png', alt: 'Harbour' })).toBe(true);
    expect(canInsert({ file: good, url: '', alt: '' })).toBe(false);
    expect(canInsert({ file: null, url: '', alt: 'Harbour' })).toBe(false);
    expect(canInsert({ file: file('a.gif', 'image/gif'), url: '', alt: 'Harbour' })).toBe(false);
    expect(canInsert({ file: file('a.png', 'image/png', 6 * MB), url: '', alt: 'Harbour' })).toBe(false);
    expect(canInsert({ file: null, url: 'not a url', alt: 'Harbour' })).toBe(false);
  });
});
