import { layoutTitle, singleLine } from './card-layout.js';
import type { Typeface } from './card-typeface.js';

/** Raise it whenever the drawing changes: every card's fingerprint changes with it, so each is drawn again. */
export const TEMPLATE_VERSION = 1;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const PAD = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
const SITE_NAME = { size: 30, baseline: 118 };
const TITLE_AREA = { top: 160, bottom: 486 };
/** Of Source Serif 4, in ems: where a line's capitals reach above its baseline. */
const CAP_HEIGHT = 0.67;
const RULE_Y = 510;
const DATE = { size: 30, baseline: 568 };

/** The site's colours (frontend/src/app/styles/tokens.css): paper and ink, or its dark scheme over a cover. */
interface Palette {
  background: string;
  bar: string;
  siteName: string;
  title: string;
  date: string;
  rule: string;
}

const PAPER: Palette = {
  background: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#f1e7dc"/></linearGradient>`,
  bar: '#9a3412',
  siteName: '#9a3412',
  title: '#1f1c18',
  date: '#5f584f',
  rule: '#e4ded4',
};

/** Over a cover: the picture shows through a shade that deepens where the text is. */
const OVER_COVER: Palette = {
  background: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#161412" stop-opacity="0.5"/><stop offset="1" stop-color="#161412" stop-opacity="0.86"/></linearGradient>`,
  bar: '#f0a070',
  siteName: '#f0a070',
  title: '#fbfaf7',
  date: '#ece7df',
  rule: '#aba293',
};

export interface CardText {
  title: string;
  siteName: string;
  /** Already formatted ("March 5, 2026"), or null for none. */
  date: string | null;
}

export interface CardFonts {
  regular: Typeface;
  semibold: Typeface;
}

/**
 * The card as SVG: shapes and path data only, never text, so that nothing from a title can change
 * the markup. `overCover` leaves the background see-through, to be laid over the cover.
 */
export function cardSvg(text: CardText, fonts: CardFonts, overCover: boolean): string {
  const palette = overCover ? OVER_COVER : PAPER;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<defs>${palette.background}</defs>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="16" height="${CARD_HEIGHT}" fill="${palette.bar}"/>`,
    path(fonts.semibold.pathData(singleLine(fonts.semibold, text.siteName, SITE_NAME.size, TEXT_WIDTH), SITE_NAME.size, PAD, SITE_NAME.baseline), palette.siteName),
    path(titleData(text.title, fonts.semibold), palette.title),
  ];
  if (text.date) {
    parts.push(
      `<rect x="${PAD}" y="${RULE_Y}" width="${TEXT_WIDTH}" height="2" fill="${palette.rule}"/>`,
      path(fonts.regular.pathData(singleLine(fonts.regular, text.date, DATE.size, TEXT_WIDTH), DATE.size, PAD, DATE.baseline), palette.date),
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** The title's lines, centred as a block in the space between the site's name and the date. */
function titleData(title: string, typeface: Typeface): string {
  const { size, lineHeight, lines } = layoutTitle(typeface, title, TEXT_WIDTH);
  const blockHeight = (lines.length - 1) * lineHeight + size * CAP_HEIGHT;
  const firstBaseline = TITLE_AREA.top + (TITLE_AREA.bottom - TITLE_AREA.top - blockHeight) / 2 + size * CAP_HEIGHT;
  return lines.map((line, index) => typeface.pathData(line, size, PAD, firstBaseline + index * lineHeight)).join('');
}

const path = (data: string, fill: string) => (data ? `<path d="${data}" fill="${fill}"/>` : '');
