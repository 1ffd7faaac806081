/*
 * Dates are shown in en-US (spec section 9) and in UTC, so that the server-rendered article and
 * the SPA that takes it over print the same day wherever the reader is.
 */
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 23, 2026' (stories and posts); '' for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longDate.format(date) : '';
}

/** 'Nov 23, 2026' (the image library); '' for a missing or unreadable date. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? shortDate.format(date) : '';
}
