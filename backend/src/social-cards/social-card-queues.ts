/** Draws the card of one post's current version; a second job for the same post while one waits is dropped. */
export const SOCIAL_CARD_QUEUE = 'social-card';
/** Plans a card for every published post whose current version has none (at start, and daily). */
export const SOCIAL_CARDS_BACKFILL_QUEUE = 'social-cards-backfill';

export interface SocialCardJob {
  postId: string;
}
