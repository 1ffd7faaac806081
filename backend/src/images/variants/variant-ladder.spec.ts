import { describe, expect, it } from '@jest/globals';
import { ladderWidths, type MadeVariant, plannedVariants, srcsetsOf } from './variant-ladder.js';

const sizes = (source: Parameters<typeof plannedVariants>[0]) => plannedVariants(source).map(({ format, width }) => `${format} ${width}`);
const made = (format: MadeVariant['format'], width: number): MadeVariant => ({ format, width, height: Math.round(width / 2), storageKey: `${format}-${width}` });
const urlOf = (key: string) => `/uploads/${key}`;

describe('image ladders', () => {
  it('never goes wider than the image, and ends at its own width up to the top step', () => {
    expect(ladderWidths(4000)).toEqual([480, 800, 1200, 1600, 2000]);
    expect(ladderWidths(2000)).toEqual([480, 800, 1200, 1600, 2000]);
    expect(ladderWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(ladderWidths(900)).toEqual([480, 800, 900]);
    expect(ladderWidths(310)).toEqual([310]);
  });

  it('makes a JPEG or PNG in WebP and in its own format, but never the image itself again', () => {
    expect(sizes({ format: 'jpeg', width: 4000 })).toEqual([
      'webp 480', 'webp 800', 'webp 1200', 'webp 1600', 'webp 2000',
      'jpeg 480', 'jpeg 800', 'jpeg 1200', 'jpeg 1600', 'jpeg 2000',
    ]);
    expect(sizes({ format: 'png', width: 900 })).toEqual(['webp 480', 'webp 800', 'webp 900', 'png 480', 'png 800']);
    expect(sizes({ format: 'jpeg', width: 310 })).toEqual(['webp 310']);
  });

  it('makes a WebP in WebP only, and a GIF (which may move) in nothing', () => {
    expect(sizes({ format: 'webp', width: 2000 })).toEqual(['webp 480', 'webp 800', 'webp 1200', 'webp 1600']);
    expect(sizes({ format: 'webp', width: 400 })).toEqual([]);
    expect(sizes({ format: 'gif', width: 2000 })).toEqual([]);
  });

  it('offers the image itself at its width beside the variants of its format', () => {
    const source = { format: 'jpeg' as const, width: 900, url: '/uploads/photo.jpg' };
    expect(srcsetsOf(source, [made('jpeg', 800), made('webp', 900), made('jpeg', 480), made('webp', 480), made('webp', 800)], urlOf)).toEqual({
      srcset: '/uploads/jpeg-480 480w, /uploads/jpeg-800 800w, /uploads/photo.jpg 900w',
      webpSrcset: '/uploads/webp-480 480w, /uploads/webp-800 800w, /uploads/webp-900 900w',
    });
    expect(srcsetsOf({ format: 'webp', width: 1600, url: '/uploads/a.webp' }, [made('webp', 480)], urlOf)).toEqual({
      srcset: '/uploads/webp-480 480w, /uploads/a.webp 1600w',
    });
  });

  it('leaves out an image wider than the top step: its widest candidate is the top step', () => {
    const srcsets = srcsetsOf({ format: 'webp', width: 4000, url: '/uploads/huge.webp' }, [made('webp', 2000)], urlOf);
    expect(srcsets).toEqual({ srcset: '/uploads/webp-2000 2000w' });
  });

  it('offers nothing until a variant is made, and only what is made meanwhile', () => {
    expect(srcsetsOf({ format: 'jpeg', width: 900, url: '/uploads/photo.jpg' }, [], urlOf)).toBeUndefined();
    expect(srcsetsOf({ format: 'jpeg', width: 310, url: '/uploads/small.jpg' }, [made('webp', 310)], urlOf)).toEqual({ webpSrcset: '/uploads/webp-310 310w' });
  });
});
