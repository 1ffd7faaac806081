import type { SubscriberStatus } from './api';

export const STATUS_NAMES: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed',
};

/** What each status means for the author, under its count. */
export const STATUS_HINTS: Record<SubscriberStatus, string> = {
  confirmed: 'Receive your posts',
  pending: 'Have not confirmed yet',
  unsubscribed: 'Left the list',
  suppressed: 'Their address refused mail',
};

/** The order the counts are shown in: who gets the posts first. */
export const STATUS_ORDER: SubscriberStatus[] = ['confirmed', 'pending', 'unsubscribed', 'suppressed'];
