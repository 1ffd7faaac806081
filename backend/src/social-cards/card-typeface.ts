import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';

/**
 * Card text is drawn as SVG paths from a font that comes with the app (Source Serif 4, OFL, from
 * the @fontsource/source-serif-4 dependency), with opentype.js. So a card looks the same on every
 * machine, and no character of a title ever reaches the SVG as text: only numbers do. sharp's
 * `text` input with `fontfile` was the other way; it goes through fontconfig, which draws missing
 * glyphs from whatever fonts the machine has and complains on slim images that have none.
 *
 * Fontsource ships the font as one WOFF per script subset (opentype.js reads WOFF, not WOFF2): a
 * character is drawn from the first subset that has it, and one that no subset has (emoji, CJK)
 * is left out.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext'];
export type Weight = 400 | 600;

/** One drawable character: a glyph of one of the subsets. */
export interface PlacedChar {
  char: string;
  font: Font;
  glyph: Glyph;
}

/** A line of text as it will be drawn. */
export type Run = PlacedChar[];

const ELLIPSIS = '\u2026';
/** More than fits on a card at its smallest type: the rest is never measured. */
const MAX_CHARS = 400;
const FORMAT_CHARS = /\p{Cf}/gu;
const SPACES = /[\s\p{Cc}]+/gu;

export class Typeface {
  constructor(private readonly fonts: Font[]) {}

  /** The text's drawable characters, white space collapsed to single spaces. */
  place(text: string): Run {
    const cleaned = text.normalize('NFC').replace(FORMAT_CHARS, '').replace(SPACES, ' ');
    const run: Run = [];
    for (const char of Array.from(cleaned).slice(0, MAX_CHARS)) {
      const font = this.fonts.find((candidate) => candidate.hasChar(char));
      if (!font) continue;
      // A space left alone between two characters that were dropped would double up.
      if (char === ' ' && (run.length === 0 || run[run.length - 1]!.char === ' ')) continue;
      run.push({ char, font, glyph: font.charToGlyph(char) });
    }
    return trimEnd(run);
  }

  /** The space between two words (place() trims a lone one away). */
  space(): Run {
    const font = this.fonts[0]!;
    return [{ char: ' ', font, glyph: font.charToGlyph(' ') }];
  }

  /** The run's width at this size, kerned within each subset. */
  width(run: Run, size: number): number {
    let width = 0;
    run.forEach((placed, index) => {
      width += advance(placed, size);
      const next = run[index + 1];
      if (next && next.font === placed.font) width += kerning(placed, next, size);
    });
    return width;
  }

  /** The run cut to fit `maxWidth` with an ellipsis at its end. */
  withEllipsis(run: Run, size: number, maxWidth: number): Run {
    const ellipsis = this.place(ELLIPSIS);
    let kept = trimEnd(run);
    while (kept.length > 0 && this.width([...kept, ...ellipsis], size) > maxWidth) kept = trimEnd(kept.slice(0, -1));
    // Rather after the last whole word, unless that leaves most of the line empty.
    const lastSpace = kept.findLastIndex((placed) => placed.char === ' ');
    const midWord = kept.length < run.length && run[kept.length]!.char !== ' ';
    if (midWord && lastSpace > kept.length / 2) kept = trimEnd(kept.slice(0, lastSpace));
    return [...kept, ...ellipsis];
  }

  /** SVG path data of the run with its baseline starting at (x, y). */
  pathData(run: Run, size: number, x: number, y: number): string {
    let pen = x;
    let data = '';
    run.forEach((placed, index) => {
      data += commandsToData(placed.glyph.path.commands, pen, y, scale(placed.font, size));
      pen += advance(placed, size);
      const next = run[index + 1];
      if (next && next.font === placed.font) pen += kerning(placed, next, size);
    });
    return data;
  }
}

const scale = (font: Font, size: number) => size / font.unitsPerEm;
const advance = (placed: PlacedChar, size: number) => (placed.glyph.advanceWidth ?? 0) * scale(placed.font, size);
const kerning = (left: PlacedChar, right: PlacedChar, size: number) =>
  (left.font.getKerningValue(left.glyph, right.glyph) || 0) * scale(left.font, size);

function trimEnd(run: Run): Run {
  let end = run.length;
  while (end > 0 && run[end - 1]!.char === ' ') end--;
  return end === run.length ? run : run.slice(0, end);
}

const number = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A glyph's outline (font units, y up) placed at (x, y) in SVG units, y down. Written here rather
 * than through Glyph.getPath + Path.toPathData: those are slower, and opentype.js 2.0's
 * toPathData writes NaN for values a hair above a whole number.
 */
function commandsToData(commands: PathCommand[], x: number, y: number, scale: number): string {
  const point = (px = 0, py = 0) => `${number(x + px * scale)} ${number(y - py * scale)}`;
  let data = '';
  for (const command of commands) {
    if (command.type === 'M' || command.type === 'L') data += command.type + point(command.x, command.y);
    else if (command.type === 'Q') data += `Q${point(command.x1, command.y1)} ${point(command.x, command.y)}`;
    else if (command.type === 'C') data += `C${point(command.x1, command.y1)} ${point(command.x2, command.y2)} ${point(command.x, command.y)}`;
    else data += 'Z';
  }
  return data;
}

const requireHere = createRequire(import.meta.url);
const typefaces = new Map<Weight, Promise<Typeface>>();

async function loadTypeface(weight: Weight): Promise<Typeface> {
  const fonts = await Promise.all(
    SUBSETS.map(async (subset) => {
      const bytes = await readFile(requireHere.resolve(`@fontsource/source-serif-4/files/source-serif-4-${subset}-${weight}-normal.woff`));
      return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }),
  );
  return new Typeface(fonts);
}

/** Read and parsed once per process, on the first card drawn. */
export function typeface(weight: Weight): Promise<Typeface> {
  let loading = typefaces.get(weight);
  if (!loading) {
    loading = loadTypeface(weight);
    // A failed read is tried again by the next card, not remembered.
    loading.catch(() => typefaces.delete(weight));
    typefaces.set(weight, loading);
  }
  return loading;
}
