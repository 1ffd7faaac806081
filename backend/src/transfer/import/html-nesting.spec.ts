import { describe, expect, it } from '@jest/globals';
import { nestsDeeperThan } from './html-nesting.js';

const nested = (depth: number, tag = 'div') => `<${tag}>`.repeat(depth) + 'x' + `</${tag}>`.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts elements inside one another', () => {
    expect(nestsDeeperThan(nested(10), 10)).toBe(false);
    expect(nestsDeeperThan(nested(11), 10)).toBe(true);
    expect(nestsDeeperThan(nested(10_000), 500)).toBe(true);
  });

  it('does not count siblings, void elements, comments or script text', () => {
    const long = '<p>One <b>bold</b> line<br><img src="a.jpg"></p>'.repeat(5_000);
    expect(nestsDeeperThan(long, 3)).toBe(false);
    expect(nestsDeeperThan(`<div><!-- ${'<div>'.repeat(50)} --><script>${'<b>'.repeat(50)}</script></div>`, 2)).toBe(false);
  });

  it('implies the end tags HTML lets an author leave out', () => {
    expect(nestsDeeperThan('<p>One<p>Two<div>Three</div>'.repeat(1_000), 3)).toBe(false);
    expect(nestsDeeperThan(`<ul>${'<li>item'.repeat(1_000)}</ul>`, 3)).toBe(false);
    expect(nestsDeeperThan('<font><font><font>text'.repeat(2), 5)).toBe(true);
  });

  it('reads a long text of broken tags in linear time', () => {
    const started = Date.now();
    expect(nestsDeeperThan('<a'.repeat(500_000) + '>', 500)).toBe(false);
    expect(nestsDeeperThan('</b><i>'.repeat(200_000), 500)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
