/** 'Nov 26, 2026, 7:05 AM', in the admin's own time zone: when they saved. */
const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatRevisionTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : savedAt.format(date);
}
