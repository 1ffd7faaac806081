import { beforeAll, describe, expect, it } from '@jest/globals';
import { layoutTitle, singleLine, wrap } from './card-layout.js';
import { type Run, type Typeface, typeface } from './card-typeface.js';

const WIDTH = 1040;
const text = (run: Run) => run.map((placed) => placed.char).join('');

describe('card text', () => {
  let serif: Typeface;
  beforeAll(async () => {
    serif = await typeface(600);
  });

  it('keeps what the bundled font draws and leaves out the rest, white space collapsed', () => {
    expect(text(serif.place('  Café\t\nПривет  Γειά Việt 漢字 😀 x\u200b\u0007y  '))).toBe('Café Привет Γειά Việt x y');
    expect(text(serif.place('😀👍🏽'))).toBe('');
  });

  it('sets a short title large, on one line', () => {
    const layout = layoutTitle(serif, 'A short title', WIDTH);
    expect([layout.size, layout.lines.map(text)]).toEqual([80, ['A short title']]);
  });

  it('sets a longer title smaller, on more lines, each within the width', () => {
    const title = 'Notes from a year of writing a small blog by hand, with a database, a job runner and a few tests';
    const layout = layoutTitle(serif, title, WIDTH);
    expect(layout.size).toBeLessThan(80);
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.lines.map(text).join(' ')).toBe(title);
    for (const line of layout.lines) expect(serif.width(line, layout.size)).toBeLessThanOrEqual(WIDTH);
  });

  it('ends a title too long for four lines with an ellipsis after a whole word', () => {
    const layout = layoutTitle(serif, 'word '.repeat(200), WIDTH);
    expect(layout.lines).toHaveLength(4);
    const last = text(layout.lines[3]!);
    expect(last).toMatch(/ word…$/);
    expect(serif.width(layout.lines[3]!, layout.size)).toBeLessThanOrEqual(WIDTH);
  });

  it('breaks a word wider than a line', () => {
    const lines = wrap(serif, serif.place('x'.repeat(120)), 58, WIDTH);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map(text).join('')).toBe('x'.repeat(120));
    for (const line of lines) expect(serif.width(line, 58)).toBeLessThanOrEqual(WIDTH);
  });

  it('cuts a one-line text with an ellipsis only when it is too wide', () => {
    expect(text(singleLine(serif, 'Folio', 30, WIDTH))).toBe('Folio');
    const cut = singleLine(serif, 'A site name far too long to fit '.repeat(5), 30, WIDTH);
    expect(text(cut).endsWith('…')).toBe(true);
    expect(serif.width(cut, 30)).toBeLessThanOrEqual(WIDTH);
  });

  it('writes path data of numbers and commands only', () => {
    const data = serif.pathData(serif.place('<a href="x">&amp;</a>'), 60, 80, 200);
    expect(data).toMatch(/^[MLQCZ0-9. -]+$/);
    expect(data).not.toContain('NaN');
  });
});
