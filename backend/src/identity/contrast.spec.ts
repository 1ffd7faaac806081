import { describe, expect, it } from '@jest/globals';
import { accentProblem, contrastRatio, relativeLuminance, THEME_BACKGROUNDS } from './contrast.js';

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and the WCAG value for a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    // sRGB 0x77 = 119: ((119/255 + 0.055) / 1.055) ^ 2.4
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });

  it('weighs green most and blue least', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#9a3412', '#9a3412')).toBe(1);
  });

  it('matches the ratios WebAIM publishes', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });
});

describe('accentProblem', () => {
  it('passes the theme\'s own accents on their backgrounds', () => {
    expect(accentProblem('accent_color', '#9a3412', 'light')).toBeUndefined();
    expect(accentProblem('accent_color_dark', '#f0a070', 'dark')).toBeUndefined();
  });

  it('refuses a pale colour on the light background, naming the field, the ratio and the need', () => {
    const problem = accentProblem('accent_color', '#FFCC00', 'light');
    expect(problem).toMatch(/^accent_color #ffcc00 has a contrast ratio of 1\.\d\d:1 against the light theme's background #fbfaf7; WCAG AA needs at least 4\.5:1/);
  });

  it('refuses a dark colour on the dark background', () => {
    expect(accentProblem('accent_color_dark', '#1d2b53', 'dark')).toMatch(/contrast ratio of 1\.\d\d:1 against the dark theme's background #161412/);
  });

  it('rounds down at the boundary: a ratio just under 4.5 is refused', () => {
    // On #fbfaf7: #747474 is 4.478:1, #737373 is 4.543:1.
    expect(contrastRatio('#747474', THEME_BACKGROUNDS.light)).toBeCloseTo(4.478, 3);
    expect(accentProblem('accent_color', '#747474', 'light')).toContain('4.47:1');
    expect(accentProblem('accent_color', '#737373', 'light')).toBeUndefined();
  });
});
