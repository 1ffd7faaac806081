import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { prepareImage } from './image-pipeline.js';
import { isLosslessWebp } from './webp-container.js';
import { SPEC_COMPRESSION_DEFAULTS } from '../../test/support/compression-defaults.js';

const SETTINGS = SPEC_COMPRESSION_DEFAULTS;

/** Soft noise over a gradient: enough detail that lossy and lossless encodings differ. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 20 } } }).blur(2);
const pixels = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();

describe('prepareImage', () => {
  it('keeps no original when the settings do not compress', async () => {
    const prepared = await prepareImage(await picture(300, 200).jpeg().toBuffer(), SETTINGS);
    expect(prepared).toMatchObject({ compressed: false, sourceWidth: 300, sourceHeight: 200 });
    expect(prepared.original).toBeUndefined();
  });

  it('keeps a lossless WebP original lossless, pixel for pixel, and a lossy one lossy', async () => {
    const lossless = await picture(2400, 600).webp({ lossless: true }).toBuffer();
    const fromLossless = await prepareImage(lossless, SETTINGS);
    expect(fromLossless.result).toMatchObject({ format: 'webp', width: 2000, height: 500 });
    expect(fromLossless.original).toMatchObject({ format: 'webp', width: 2400, height: 600 });
    expect(isLosslessWebp(fromLossless.original!.bytes)).toBe(true);
    expect((await pixels(fromLossless.original!.bytes)).equals(await pixels(lossless))).toBe(true);

    const fromLossy = await prepareImage(await picture(2400, 600).webp({ quality: 80 }).toBuffer(), SETTINGS);
    expect(fromLossy.original).toMatchObject({ format: 'webp', width: 2400, height: 600 });
    expect(isLosslessWebp(fromLossy.original!.bytes)).toBe(false);
  });

  it('keeps the chroma resolution of a 4:4:4 JPEG, and a still GIF as GIF', async () => {
    const fine = await picture(2400, 600).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
    const prepared = await prepareImage(fine, { ...SETTINGS, always_preserve_format: true });
    expect(await sharp(prepared.original!.bytes).metadata()).toMatchObject({ format: 'jpeg', chromaSubsampling: '4:4:4', width: 2400 });

    const still = await prepareImage(await picture(2400, 300).gif().toBuffer(), SETTINGS);
    expect(still.original).toMatchObject({ format: 'gif', width: 2400, height: 300 });
  });

  it('makes no new original from a kept one, and plans by the size it was received at', async () => {
    const original = await picture(1200, 800).jpeg({ quality: 95 }).toBuffer();
    expect(original.length).toBeLessThan(500 * 1024);
    const again = await prepareImage(original, SETTINGS, {}, { keepOriginal: false, plannedBytes: 900 * 1024 });
    expect(again.compressed).toBe(true);
    expect(again.original).toBeUndefined();
    expect(again.result.format).toBe('webp');
    expect((await prepareImage(original, SETTINGS, {}, { keepOriginal: false })).compressed).toBe(false);
  });
});
