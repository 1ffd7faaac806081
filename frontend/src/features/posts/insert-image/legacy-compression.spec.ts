import { describe, expect, it } from '@jest/globals';
import { fitWithin, isLargeImage, shouldOfferLegacyCompression } from './legacy-compression';

const ON = { enable_legacy_compression: true };
const OFF = { enable_legacy_compression: false };

describe('legacy compression decision (spec §4/§9)', () => {
  it('calls a file over 819200 bytes large, not one of exactly 819200', () => {
    expect(isLargeImage({ bytes: 819_200 })).toBe(false);
    expect(isLargeImage({ bytes: 819_201 })).toBe(true);
  });

  it('calls an image with either side over 2000 px large', () => {
    expect(isLargeImage({ bytes: 1000, width: 2000, height: 2000 })).toBe(false);
    expect(isLargeImage({ bytes: 1000, width: 2001, height: 10 })).toBe(true);
    expect(isLargeImage({ bytes: 1000, width: 10, height: 2001 })).toBe(true);
    expect(isLargeImage({ bytes: 1000, width: null, height: null })).toBe(false);
  });

  it('offers compression only when the settings enable it', () => {
    const large = { bytes: 900_000, width: 3000, height: 2000 };
    expect(shouldOfferLegacyCompression(ON, large)).toBe(true);
    expect(shouldOfferLegacyCompression(OFF, large)).toBe(false);
    expect(shouldOfferLegacyCompression(undefined, large)).toBe(false);
    expect(shouldOfferLegacyCompression(ON, { bytes: 500_000, width: 1200, height: 800 })).toBe(false);
  });

  it('fits the longest side into 2000 px, keeping the proportions and never enlarging', () => {
    expect(fitWithin(3000, 2000)).toEqual({ width: 2000, height: 1333 });
    expect(fitWithin(1000, 4000)).toEqual({ width: 500, height: 2000 });
    expect(fitWithin(1800, 1200)).toEqual({ width: 1800, height: 1200 });
    expect(fitWithin(20000, 1)).toEqual({ width: 2000, height: 1 });
  });
});
