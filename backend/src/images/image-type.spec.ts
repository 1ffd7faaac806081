import { describe, expect, it } from '@jest/globals';
import { sniffImageFormat } from './image-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffImageFormat', () => {
  it('knows the four formats by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffImageFormat(bytes('GIF87a', [1, 0]))).toBe('gif');
    expect(sniffImageFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, however it is named', () => {
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageFormat(bytes('GIF88a'))).toBeUndefined();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});
