import { parse } from 'csv-parse/sync';
import { checkEmail } from './subscriber-email.js';
import type { SubscriberRow } from './subscribers.repository.js';

export const EXPORT_HEADER = 'email,status,created_at,confirmed_at\r\n';
/** Header names (any case) that mark the address column: Folio's, Ghost's, Substack's, Mailchimp's. */
const EMAIL_HEADERS = new Set(['email', 'e-mail', 'email address', 'email_address', 'emailaddress']);
/** Lines reported as left out, at most: enough to see what is wrong with a file. */
export const MAX_REPORTED_LINES = 1000;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first) gets a leading `'`, which makes it text (OWASP's CSV injection advice); then CSV quoting.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(row: SubscriberRow): string {
  const cells = [row.email, row.status, row.created_at.toISOString(), row.confirmed_at?.toISOString() ?? ''];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface ReadAddresses {
  addresses: Array<{ email: string; line: number }>;
  invalid: Array<{ line: number; reason: string }>;
  /** Lines left out beyond MAX_REPORTED_LINES. */
  unreported: number;
}

/**
 * The addresses of an import file: a CSV whose header names the address column (`email`, or as
 * other platforms' exports name it), or without a header, addresses in the first column. Other
 * columns are ignored. Throws the csv-parse error of a file that is not CSV at all.
 */
export function readAddresses(bytes: Buffer): ReadAddresses {
  const records = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  const header = records[0]?.record.findIndex((cell) => EMAIL_HEADERS.has(cell.toLowerCase())) ?? -1;
  const column = Math.max(header, 0);
  const result: ReadAddresses = { addresses: [], invalid: [], unreported: 0 };
  for (const { record, info } of header >= 0 ? records.slice(1) : records) {
    const checked = checkEmail(record[column] ?? '', 'the address');
    if ('email' in checked) result.addresses.push({ email: checked.email, line: info.lines });
    else if (result.invalid.length < MAX_REPORTED_LINES) result.invalid.push({ line: info.lines, reason: checked.problem });
    else result.unreported += 1;
  }
  return result;
}
