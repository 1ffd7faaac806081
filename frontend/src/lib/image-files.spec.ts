import { describe, expect, it } from '@jest/globals';
import { acceptedTypes, imageTypeOf, isAllowedImage, isTooLarge, MAX_IMAGE_BYTES, megabytes } from './image-files';

const MB = 1024 * 1024;

describe('image files (spec §5, §9)', () => {
  it('allows PNG, JPEG and WebP to insert, and GIF as well in the library', () => {
    expect(acceptedTypes('insert')).toBe('image/png,image/jpeg,image/webp');
    expect(acceptedTypes('library')).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' }, 'insert')).toBe(false);
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' }, 'library')).toBe(true);
    expect(isAllowedImage({ name: 'a.svg', type: 'image/svg+xml' }, 'library')).toBe(false);
  });

  it('reads the type from the name when the file has none, and trusts a given type over the name', () => {
    expect(imageTypeOf({ name: 'photo.JPG', type: '' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'no-extension', type: '' })).toBe('');
    expect(isAllowedImage({ name: 'renamed.png', type: 'text/plain' }, 'insert')).toBe(false);
  });

  it('allows exactly 5 MB', () => {
    expect(isTooLarge(MAX_IMAGE_BYTES)).toBe(false);
    expect(isTooLarge(MAX_IMAGE_BYTES + 1)).toBe(true);
  });

  it('rounds megabytes up to two decimals, so that a refused file never reads 5.00', () => {
    expect(megabytes(MAX_IMAGE_BYTES + 1)).toBe('5.01');
    expect(megabytes(5 * MB)).toBe('5.00');
    expect(megabytes(12 * MB)).toBe('12.00');
    expect(megabytes(Math.round(7.341 * MB))).toBe('7.35');
  });
});
