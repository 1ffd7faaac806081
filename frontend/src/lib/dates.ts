/*
 * Dates are shown in en-US (spec section 9) and in UTC, so that the server-rendered article and
 * the SPA that takes it over print the same day wherever the reader is.
 */
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const utcDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
/** In the admin's own time zone: when they themselves saved. */
const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const longDates = new Map<string, Intl.DateTimeFormat>([['UTC', longDate]]);

/** 'November 23, 2026' (stories and posts) in the site's time zone (Settings → Site), as the server prints it; '' for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined, timeZone = 'UTC'): string {
  const date = parse(value);
  if (!date) return '';
  let format = longDates.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    } catch {
      format = longDate;
    }
    longDates.set(timeZone, format);
  }
  return format.format(date);
}

/** 'Nov 23, 2026' (the image library); '' for a missing or unreadable date. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? shortDate.format(date) : '';
}

/**
 * 'Nov 23, 2026, 10:04 AM UTC' (imports, backups, redirects, jobs, library runs: several a day, so
 * the time matters too); '' for a missing date, the value itself when it is unreadable.
 */
export function formatUtcDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : utcDateTime.format(date);
}

/** 'Nov 26, 2026, 7:05 AM' in the admin's time zone (revisions, kept drafts); '' for an unreadable date. */
export function formatSavedTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : localDateTime.format(date);
}
