import { describe, expect, it } from '@jest/globals';
import { autoAltText } from './alt-text';

describe('autoAltText', () => {
  it("offers the spec's title fallback, trimmed", () => {
    expect(autoAltText('  Spring in the valley ')).toBe('Image for "Spring in the valley"');
  });

  it('gives nothing without a title', () => {
    expect(autoAltText('   ')).toBe('');
    expect(autoAltText('')).toBe('');
  });
});
