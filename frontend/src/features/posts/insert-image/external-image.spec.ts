import { describe, expect, it } from '@jest/globals';
import { bytesPerPixel, estimatedBytes, externalImageFlags, isRemoteUrl } from './external-image';

describe('external image flags (spec §9)', () => {
  it('flags an image slow only when it took over 3000 ms', () => {
    expect(externalImageFlags({ loadMs: 3000, width: 10, height: 10 }).slow).toBe(false);
    expect(externalImageFlags({ loadMs: 3001, width: 10, height: 10 }).slow).toBe(true);
  });

  it('flags an image large only when it has over 4 million pixels', () => {
    expect(externalImageFlags({ loadMs: 5, width: 2000, height: 2000 }).large).toBe(false);
    expect(externalImageFlags({ loadMs: 5, width: 2001, height: 2000 }).large).toBe(true);
  });

  it.each([
    ['https://x.org/a.png', 4],
    ['https://x.org/a.PNG?v=2', 4],
    ['https://x.org/a.webp', 2],
    ['https://x.org/a.gif#frame', 1],
    ['https://x.org/a.jpg', 3],
    ['https://x.org/image', 3],
  ])('estimates %s at %d bytes per pixel', (url, bytes) => {
    expect(bytesPerPixel(url)).toBe(bytes);
  });

  it('estimates the size as pixels times bytes per pixel', () => {
    expect(estimatedBytes('https://x.org/a.png', 3000, 2000)).toBe(24_000_000);
    expect(estimatedBytes('https://x.org/a.jpeg', 3000, 2000)).toBe(18_000_000);
  });

  it('offers compression by URL only for http(s) images on another site', () => {
    const origin = 'https://blog.example';
    expect(isRemoteUrl('https://cdn.example.org/a.jpg', origin)).toBe(true);
    expect(isRemoteUrl('https://blog.example/uploads/a.jpg', origin)).toBe(false);
    expect(isRemoteUrl('/uploads/a.jpg', origin)).toBe(false);
  });
});
