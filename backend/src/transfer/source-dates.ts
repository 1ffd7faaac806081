/** A date as an export wrote it (ISO 8601, `YYYY-MM-DD HH:MM:SS` taken as UTC, epoch milliseconds), or null. */
export function parseSourceDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text || text.startsWith('0000-00-00')) return null;
  if (/^\d{10,13}$/.test(text)) return new Date(Number(text) * (text.length === 10 ? 1000 : 1));
  // "2020-01-02 03:04:05" (SQL) has no zone: the exports that write it (WordPress's *_gmt, Ghost 1.x) mean UTC.
  const sql = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text);
  const date = new Date(sql ? `${sql[1]}T${sql[2]}Z` : /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1900 || year > 9999 ? null : date;
}
