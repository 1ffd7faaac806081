import type { PostEmailStatus } from './api';

export const EMAIL_STATUS_NAMES: Record<PostEmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 23, 2026, 9:30 AM' in the author's time zone; '' for none. */
export function formatEmailTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
