import { describe, expect, it, jest } from '@jest/globals';
import { compressInCanvas, encodeLegacy, type CanvasSteps, type EncodePicture } from './canvas-compress';

function blob(type: string, size = 10) {
  return new Blob([new Uint8Array(size)], { type });
}

describe('encodeLegacy (spec §9: WebP, JPEG fallback)', () => {
  it('keeps WebP when the browser encodes it', async () => {
    const encode = jest.fn<EncodePicture>(async (type) => blob(type));
    await expect(encodeLegacy(encode)).resolves.toMatchObject({ extension: 'webp' });
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith('image/webp', false);
  });

  it('falls back to JPEG laid on white when the browser hands back PNG for WebP', async () => {
    const encode = jest.fn<EncodePicture>(async (type) => (type === 'image/webp' ? blob('image/png') : blob(type)));
    const encoded = await encodeLegacy(encode);
    expect(encoded.extension).toBe('jpg');
    expect(encoded.blob.type).toBe('image/jpeg');
    expect(encode).toHaveBeenLastCalledWith('image/jpeg', true);
  });

  it('fails when the browser can encode neither', async () => {
    await expect(encodeLegacy(async () => null)).rejects.toThrow('could not encode');
  });
});

describe('compressInCanvas', () => {
  function steps(width: number, height: number) {
    const release = jest.fn();
    const draw = jest.fn<CanvasSteps['draw']>(async () => ({ encode: async (type) => blob(type), release }));
    return { readSize: async () => ({ width, height }), draw, release };
  }

  it('draws at most 2000 px on the longest side and reports both sizes', async () => {
    const browser = steps(3000, 2000);
    const compressed = await compressInCanvas(blob('image/jpeg'), browser);
    expect(browser.draw).toHaveBeenCalledWith(expect.any(Blob), { width: 2000, height: 1333 });
    expect(compressed).toMatchObject({ extension: 'webp', original: { width: 3000, height: 2000 }, result: { width: 2000, height: 1333 } });
    expect(browser.release).toHaveBeenCalled();
  });

  it('refuses a picture over 40 megapixels without decoding it', async () => {
    const browser = steps(8000, 6000);
    await expect(compressInCanvas(blob('image/png'), browser)).rejects.toThrow('Too many pixels');
    expect(browser.draw).not.toHaveBeenCalled();
  });

  it('fails when the browser cannot read the file', async () => {
    const browser = { ...steps(1, 1), readSize: async () => null };
    await expect(compressInCanvas(blob('image/png'), browser)).rejects.toThrow('cannot read');
  });
});
