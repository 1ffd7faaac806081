import { isStorageKey, PRIVATE_PREFIX } from '../../storage/storage.js';
import { ImportRefusedError } from '../import-source.js';
import type { ExportedImage, ExportedRedirect, ExportedSettings } from './folio-archive-format.js';

/** The records of images.json, redirects.json and settings.json, checked field by field before anything is written. */

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const nullableNumber = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
const nullableString = (value: unknown) => value === null || typeof value === 'string';

function imageProblem(row: Record<string, unknown>): string | null {
  const key = row.storage_key;
  if (typeof key !== 'string' || !isStorageKey(key) || key.startsWith(PRIVATE_PREFIX)) return 'its storage_key is not a public storage key';
  const original = row.original_storage_key;
  if (original !== null && (typeof original !== 'string' || !isStorageKey(original) || !original.startsWith(PRIVATE_PREFIX))) {
    return 'its original_storage_key is not a private storage key';
  }
  for (const field of ['width', 'height', 'file_size_bytes', 'original_size_bytes', 'original_width', 'original_height'] as const) {
    if (!nullableNumber(row[field])) return `its ${field} is not a number`;
  }
  for (const field of ['alt_text', 'mime_type', 'original_mime_type', 'url'] as const) {
    if (!nullableString(row[field])) return `its ${field} is not text`;
  }
  if (typeof row.is_public !== 'boolean') return 'its is_public is not true or false';
  if (!isDate(row.created_at)) return 'its created_at is not a date';
  if (row.compressed_at !== null && !isDate(row.compressed_at)) return 'its compressed_at is not a date';
  return null;
}

/** The upload rows of images.json; a row that cannot be read is left out with a warning. */
export function readImageRecords(json: unknown, warnings: string[]): ExportedImage[] {
  if (json === undefined) return [];
  if (!Array.isArray(json)) throw new ImportRefusedError('The images.json of the Folio export is not a list');
  const rows: ExportedImage[] = [];
  json.forEach((row: unknown, index) => {
    const problem = isRecord(row) ? imageProblem(row) : 'it is not an object';
    if (problem) warnings.push(`Image ${index + 1} of images.json was skipped: ${problem}`);
    else rows.push(row as unknown as ExportedImage);
  });
  return rows;
}

export function readRedirectRecords(json: unknown, warnings: string[]): ExportedRedirect[] {
  if (json === undefined) return [];
  if (!Array.isArray(json)) throw new ImportRefusedError('The redirects.json of the Folio export is not a list');
  return json.filter((row: unknown, index): row is ExportedRedirect => {
    const valid = isRecord(row) && typeof row.from === 'string' && typeof row.to === 'string' && (row.status === 301 || row.status === 302);
    if (!valid) warnings.push(`Redirect ${index + 1} of redirects.json was skipped: it needs from, to and a status of 301 or 302`);
    return valid;
  });
}

export function readSettingsRecord(json: unknown, warnings: string[]): Partial<ExportedSettings> | null {
  if (json === undefined) return null;
  if (!isRecord(json)) throw new ImportRefusedError('The settings.json of the Folio export is not an object');
  const settings: Partial<ExportedSettings> = {};
  if (typeof json.coming_soon === 'boolean') settings.coming_soon = json.coming_soon;
  else if (json.coming_soon !== undefined) warnings.push('settings.json: coming_soon is not true or false; the Coming Soon switch is left as it is');
  if (isRecord(json.compression)) settings.compression = json.compression;
  else if (json.compression !== undefined) warnings.push('settings.json: compression is not an object; the compression settings are left as they are');
  return settings;
}
