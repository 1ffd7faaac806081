import { describe, expect, it } from '@jest/globals';
import type { CompressionSettingsDto } from '../compression/compression.dto.js';
import { ORIGINAL_QUALITY, planOriginal, planUpload, qualityOf, STRIP_QUALITY, type UploadInput } from './upload-plan.js';
import { SPEC_COMPRESSION_DEFAULTS } from '../../test/support/compression-defaults.js';

const DEFAULTS = SPEC_COMPRESSION_DEFAULTS;
const settings = (changes: Partial<CompressionSettingsDto> = {}) => ({ ...DEFAULTS, ...changes });
const small = (format: UploadInput['format']): UploadInput => ({ format, width: 800, height: 600, pages: 1, bytes: 100_000 });
const wide = (format: UploadInput['format']): UploadInput => ({ ...small(format), width: 3000, height: 1000 });
const heavy = (format: UploadInput['format']): UploadInput => ({ ...small(format), bytes: 600 * 1024 });

describe('planUpload', () => {
  it('only strips metadata from a file under both thresholds, in its own format', () => {
    expect(planUpload(small('jpeg'), settings())).toEqual({ action: 'encode', compress: false, format: 'jpeg', quality: STRIP_QUALITY });
  });

  it('compresses a photo over a threshold to WebP at the preset quality, longest side to the threshold', () => {
    expect(planUpload(wide('jpeg'), settings())).toEqual({ action: 'encode', compress: true, format: 'webp', quality: 75, maxSide: 2000 });
    expect(planUpload(heavy('jpeg'), settings({ quality_preset: 'high' }))).toMatchObject({ compress: true, format: 'webp', quality: 85 });
  });

  it('is a size threshold in KB: exactly at it is not over it', () => {
    expect(planUpload({ ...small('jpeg'), bytes: 500 * 1024 }, settings())).toMatchObject({ compress: false });
    expect(planUpload({ ...small('jpeg'), bytes: 500 * 1024 + 1 }, settings())).toMatchObject({ compress: true });
  });

  it('keeps PNG graphics PNG unless told otherwise', () => {
    expect(planUpload(wide('png'), settings())).toMatchObject({ compress: true, format: 'png' });
    expect(planUpload(wide('png'), settings({ preserve_png_for_graphics: false }))).toMatchObject({ format: 'webp' });
    expect(planUpload(wide('png'), settings({ preserve_png_for_graphics: false, convert_photos_to_webp: false }))).toMatchObject({
      format: 'png',
    });
  });

  it('keeps photos in their format without convert_photos_to_webp, and every format with always_preserve_format', () => {
    expect(planUpload(wide('jpeg'), settings({ convert_photos_to_webp: false }))).toMatchObject({ format: 'jpeg' });
    expect(planUpload(wide('jpeg'), settings({ always_preserve_format: true }))).toMatchObject({ compress: true, format: 'jpeg' });
    expect(
      planUpload(wide('png'), settings({ always_preserve_format: true, preserve_png_for_graphics: false })),
    ).toMatchObject({ format: 'png' });
    expect(planUpload(wide('gif'), settings())).toMatchObject({ compress: true, format: 'gif' });
  });

  it('does not compress when compression is off or not automatic', () => {
    expect(planUpload(wide('jpeg'), settings({ compression_enabled: false }))).toMatchObject({ compress: false, format: 'jpeg' });
    expect(planUpload(wide('jpeg'), settings({ auto_compress: false }))).toMatchObject({ compress: false, format: 'jpeg' });
  });

  it('leaves animated GIFs untouched', () => {
    expect(planUpload({ ...wide('gif'), pages: 4 }, settings())).toEqual({ action: 'keep' });
  });
});

describe('qualityOf', () => {
  it('maps the presets, and custom to custom_quality', () => {
    expect(qualityOf(settings({ quality_preset: 'high' }))).toBe(85);
    expect(qualityOf(settings({ quality_preset: 'balanced' }))).toBe(75);
    expect(qualityOf(settings({ quality_preset: 'aggressive' }))).toBe(60);
    expect(qualityOf(settings({ quality_preset: 'custom', custom_quality: 40 }))).toBe(40);
  });
});

describe('planOriginal', () => {
  it('keeps the source format at high quality, as an original', () => {
    expect(planOriginal({ format: 'jpeg', lossless: false, chromaSubsampling: '4:2:0' })).toEqual({
      format: 'jpeg',
      quality: ORIGINAL_QUALITY,
      original: true,
      lossless: false,
    });
    expect(planOriginal({ format: 'png', lossless: false })).toMatchObject({ format: 'png', original: true });
    expect(planOriginal({ format: 'gif', lossless: false })).toMatchObject({ format: 'gif', original: true });
  });

  it('keeps full-resolution colour of a 4:4:4 JPEG', () => {
    expect(planOriginal({ format: 'jpeg', lossless: false, chromaSubsampling: '4:4:4' })).toMatchObject({ chromaSubsampling: '4:4:4' });
  });

  it('keeps a lossless WebP lossless and a lossy one lossy', () => {
    expect(planOriginal({ format: 'webp', lossless: true })).toMatchObject({ format: 'webp', lossless: true });
    expect(planOriginal({ format: 'webp', lossless: false })).toMatchObject({ format: 'webp', lossless: false, quality: ORIGINAL_QUALITY });
  });
});
