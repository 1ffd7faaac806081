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

  it('takes the metadata out of an upright JPEG it does not compress without re-encoding it: same pixels, fewer bytes', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>FolioXmp</rdf:Description></rdf:RDF></x:xmpmeta>';
    const tagged = await picture(640, 480)
      .jpeg({ quality: 85 })
      .withIccProfile('p3')
      .withExifMerge({ IFD0: { Make: 'FolioCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
      .withXmp(xmp)
      .toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x10]), Buffer.from('FolioComment', 'latin1'), Buffer.from([0, 0])]);
    // A comment after the start marker, and a script after the end marker.
    const source = Buffer.concat([tagged.subarray(0, 2), comment, tagged.subarray(2), Buffer.from('<script>alert(1)</script>')]);
    const before = await sharp(source).metadata();
    expect(before).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer), icc: expect.any(Buffer) });

    const prepared = await prepareImage(source, SETTINGS);
    expect(prepared).toMatchObject({ compressed: false, result: { format: 'jpeg', width: 640, height: 480 } });
    const stored = prepared.result.bytes;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.comments).toBeUndefined();
    expect(after.icc).toEqual(before.icc);
    for (const text of ['FolioCam', 'FolioXmp', 'FolioComment', 'script']) expect(stored.includes(Buffer.from(text))).toBe(false);
    expect(stored.length).toBeLessThan(tagged.length);
    expect((await pixels(stored)).equals(await pixels(source))).toBe(true);
    // Sideways, it is turned upright by a re-encode instead.
    const sideways = await picture(64, 32).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await prepareImage(sideways, SETTINGS)).result).toMatchObject({ width: 32, height: 64 });
  });

  it('re-encodes a JPEG holding a segment out of its usual form, so that no byte the sender chose stays', async () => {
    const plain = await picture(64, 48).jpeg().toBuffer();
    const payload = Buffer.concat([Buffer.from('Adobe', 'latin1'), Buffer.from([0, 100, 0, 0, 0, 0, 1]), Buffer.from('FolioPolyglot', 'latin1')]);
    const adobe = Buffer.concat([Buffer.from([0xff, 0xee, 0, payload.length + 2]), payload]);
    const source = Buffer.concat([plain.subarray(0, 2), adobe, plain.subarray(2)]);
    const stored = (await prepareImage(source, SETTINGS)).result;
    expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.bytes.includes(Buffer.from('FolioPolyglot'))).toBe(false);
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
