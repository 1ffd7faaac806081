import type { ImportFormat, ImportNote, ImportOutcome, JobState, RedirectSource } from './api';
import { formatFileSize } from '../../lib/file-size';

export const FORMAT_NAMES: Record<ImportFormat, string> = {
  ghost: 'Ghost',
  wordpress: 'WordPress (WXR)',
  substack: 'Substack',
  markdown: 'Markdown files',
  folio: 'Folio export',
};

export const OUTCOME_WORDS: Record<ImportOutcome, { done: string; dry: string }> = {
  created: { done: 'Created', dry: 'Will be created' },
  updated: { done: 'Updated', dry: 'Will be updated' },
  skipped: { done: 'Skipped', dry: 'Will be skipped' },
};

export const REDIRECT_SOURCES: Record<RedirectSource, string> = {
  manual: 'Added by hand',
  import: 'Import',
  'slug-change': 'Slug change',
};

export const JOB_STATES: Record<JobState, string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** '1.2 MB of 5 MB' when the size is known, else '1.2 MB received'. */
export function bytesText(received: number, total: number | null): string {
  return total ? `${formatFileSize(received)} of ${formatFileSize(total)}` : `${formatFileSize(received)} received`;
}

export interface NoteGroup {
  /** The item the notes are about; null for notes about the archive as a whole. */
  item: string | null;
  messages: string[];
}

/** Warnings (or errors) gathered per item, in the order the items first appear; notes about the whole archive first. */
export function groupNotes(notes: ImportNote[]): NoteGroup[] {
  const groups = new Map<string | null, string[]>([[null, []]]);
  for (const note of notes) {
    const item = note.item?.trim() || null;
    const messages = groups.get(item) ?? [];
    messages.push(note.message);
    groups.set(item, messages);
  }
  return Array.from(groups, ([item, messages]) => ({ item, messages })).filter((group) => group.messages.length > 0);
}

/** 'a site address' check for the old site field: empty, or an absolute http(s) URL. */
export function sourceUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // Not a URL at all.
  }
  return 'Enter the old site address in full, starting with http:// or https://.';
}
