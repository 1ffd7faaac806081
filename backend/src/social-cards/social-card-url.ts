import { createHash } from 'node:crypto';
import { TEMPLATE_VERSION } from './card-template.js';

export interface SocialCardSource {
  postId: string;
  title: string;
  siteName: string;
  /** The post's published_at: an ISO string or a Date; null for none. */
  date: string | Date | null;
  coverUrl: string | null;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "March 5, 2026", as the site writes dates (UTC); null for none or for something that is not a date. */
export function cardDate(date: string | Date | null | undefined): string | null {
  if (date === null || date === undefined || date === '') return null;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : LONG_DATE.format(parsed);
}

/**
 * 16 hex digits of a sha256 over everything the card is drawn from, and the template's version.
 * The date counts as it is drawn, so the same day written as a Date or as an ISO string (with or
 * without milliseconds) gives the same card.
 */
export function socialCardFingerprint(source: SocialCardSource): string {
  const drawnFrom = [TEMPLATE_VERSION, source.postId, source.title, source.siteName, cardDate(source.date), source.coverUrl ?? null];
  return createHash('sha256').update(JSON.stringify(drawnFrom)).digest('hex').slice(0, 16);
}

/** The card's address on this site, e.g. for og:image: `/social-cards/{postId}.png?v={fingerprint}`. */
export function socialCardPath(source: SocialCardSource): string {
  return `/social-cards/${source.postId}.png?v=${socialCardFingerprint(source)}`;
}
