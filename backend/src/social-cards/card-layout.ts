import type { Run, Typeface } from './card-typeface.js';

export interface TitleLayout {
  size: number;
  lineHeight: number;
  lines: Run[];
}

/** Short titles large; longer ones smaller with more lines; what still does not fit ends in an ellipsis. */
const TITLE_STEPS = [
  { size: 80, maxLines: 2 },
  { size: 68, maxLines: 3 },
  { size: 58, maxLines: 4 },
] as const;
const LINE_HEIGHT = 1.16;

/** Words fill each line in turn; a word wider than a whole line is broken where it must be. */
export function wrap(typeface: Typeface, run: Run, size: number, maxWidth: number): Run[] {
  const space = typeface.space();
  const lines: Run[] = [];
  let line: Run = [];
  for (const word of words(run)) {
    const longer = line.length ? [...line, ...space, ...word] : word;
    if (typeface.width(longer, size) <= maxWidth) {
      line = longer;
      continue;
    }
    if (line.length) lines.push(line);
    let rest = word;
    while (rest.length > 1 && typeface.width(rest, size) > maxWidth) {
      const fits = longestFittingPrefix(typeface, rest, size, maxWidth);
      lines.push(rest.slice(0, fits));
      rest = rest.slice(fits);
    }
    line = rest;
  }
  if (line.length) lines.push(line);
  return lines;
}

export function layoutTitle(typeface: Typeface, title: string, maxWidth: number): TitleLayout {
  const run = typeface.place(title);
  for (const { size, maxLines } of TITLE_STEPS) {
    const lines = wrap(typeface, run, size, maxWidth);
    if (lines.length <= maxLines) return { size, lineHeight: size * LINE_HEIGHT, lines };
  }
  const { size, maxLines } = TITLE_STEPS[TITLE_STEPS.length - 1]!;
  const lines = wrap(typeface, run, size, maxWidth).slice(0, maxLines);
  lines[maxLines - 1] = typeface.withEllipsis(lines[maxLines - 1]!, size, maxWidth);
  return { size, lineHeight: size * LINE_HEIGHT, lines };
}

/** One line: cut with an ellipsis when it is too wide. */
export function singleLine(typeface: Typeface, text: string, size: number, maxWidth: number): Run {
  const run = typeface.place(text);
  return typeface.width(run, size) <= maxWidth ? run : typeface.withEllipsis(run, size, maxWidth);
}

function words(run: Run): Run[] {
  const found: Run[] = [[]];
  for (const placed of run) {
    if (placed.char === ' ') found.push([]);
    else found[found.length - 1]!.push(placed);
  }
  return found.filter((word) => word.length > 0);
}

/** At least one character, so that a line always moves on. A binary search: an unbroken word (a URL) may be long. */
function longestFittingPrefix(typeface: Typeface, run: Run, size: number, maxWidth: number): number {
  let fits = 1;
  let tooWide = run.length;
  while (tooWide - fits > 1) {
    const middle = Math.floor((fits + tooWide) / 2);
    if (typeface.width(run.slice(0, middle), size) <= maxWidth) fits = middle;
    else tooWide = middle;
  }
  return fits;
}
