import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { isLosslessWebp } from './webp-container.js';

const picture = () => sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 0.5 } } });

describe('isLosslessWebp', () => {
  it('tells lossless from lossy WebP, with and without alpha or metadata', async () => {
    expect(isLosslessWebp(await picture().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await picture().webp({ quality: 80 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(await picture().removeAlpha().webp({ quality: 80 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(await picture().webp({ lossless: true }).withExif({ IFD0: { Make: 'Folio' } }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await picture().webp({ quality: 80 }).withExif({ IFD0: { Make: 'Folio' } }).toBuffer())).toBe(false);
  });

  it('answers false for anything that is not a well-formed WebP', () => {
    expect(isLosslessWebp(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8X\xff\xff\xff\xff', 'latin1'))).toBe(false);
    expect(isLosslessWebp(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt VP8L', 'latin1'))).toBe(false);
    expect(isLosslessWebp(Buffer.alloc(8))).toBe(false);
  });
});
