/*
 * The author picks dates in their own time zone (the browser's): an <input type="datetime-local">
 * holds 'YYYY-MM-DDTHH:mm' in local time, the API takes and gives UTC ISO strings.
 */

/** 'Europe/Paris', or 'UTC' where the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone; '' for none or an unreadable one. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value (local time) as a UTC ISO string; null when blank or not such a value. */
export function fromLocalInput(value: string): string | null {
  const parts = LOCAL_INPUT.exec(value.trim());
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date rolls 2026-02-31 over into March: such a value is no date at all.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

const scheduleFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Wednesday, May 6, 2026 at 9:30 AM' in the browser's time zone; '' for none or an unreadable date. */
export function formatLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : scheduleFormat.format(date);
}

/** 'Scheduled for Wednesday, May 6, 2026 at 9:30 AM (Europe/Paris)'. */
export function scheduledForText(iso: string | null | undefined): string {
  const when = formatLocalDateTime(iso);
  return when ? `Scheduled for ${when} (${browserTimeZone()})` : 'Scheduled';
}
