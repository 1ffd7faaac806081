import { describe, expect, it } from '@jest/globals';
import { imageMarkdown } from './markdown';

describe('imageMarkdown', () => {
  it('writes ![alt](url)', () => {
    expect(imageMarkdown('Harbour at dawn', '/uploads/ab/cd.webp')).toBe('![Harbour at dawn](/uploads/ab/cd.webp)');
  });

  it('escapes brackets and backslashes in the alt text and keeps it on one line', () => {
    expect(imageMarkdown('The [old] mill\\river\nat night', '/a.png')).toBe('![The \\[old\\] mill\\\\river at night](/a.png)');
  });

  it('percent-encodes spaces, parentheses and angle brackets in the URL', () => {
    expect(imageMarkdown('Map', ' https://example.com/maps/old town (1890)<1>.png ')).toBe(
      '![Map](https://example.com/maps/old%20town%20%281890%29%3C1%3E.png)',
    );
  });
});
