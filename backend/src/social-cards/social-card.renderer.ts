import { loadSharp, MAX_INPUT_PIXELS } from '../images/media.adapter.js';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg } from './card-template.js';
import { typeface } from './card-typeface.js';
import { cardDate } from './social-card-url.js';

export interface SocialCardContent {
  title: string;
  siteName: string;
  /** ISO date (or a Date), drawn as "March 5, 2026"; null for none. */
  date: string | Date | null;
  /** The post's cover, any format sharp reads; one that does not decode is left out. */
  cover?: Buffer | null;
}

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

/**
 * A 1200×630 PNG: the site's name, the title and the date over the site's paper, or over the
 * cover, shaded so that the text stays readable. sharp does the pixel work off the event loop;
 * laying out a title is a few hundred glyphs at most.
 */
export async function renderSocialCard(content: SocialCardContent): Promise<Buffer> {
  const [regular, semibold, cover] = await Promise.all([typeface(400), typeface(600), content.cover ? coverPixels(content.cover) : null]);
  const svg = Buffer.from(cardSvg({ title: content.title, siteName: content.siteName, date: cardDate(content.date) }, { regular, semibold }, !!cover));
  const sharp = await loadSharp();
  const card = cover ? sharp(cover.data, { raw: cover.info }).composite([{ input: svg }]) : sharp(svg);
  return card.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** The cover cut to fill the card, or null when it does not decode (a card without it beats no card). */
async function coverPixels(cover: Buffer): Promise<Pixels | null> {
  const sharp = await loadSharp();
  try {
    const { data } = await sharp(cover, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#161412' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } };
  } catch {
    return null;
  }
}
