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

/** What the run did with the sample stories: a first import into a site holding nothing else removes them. */
export function samplesText(removed: number, dry: boolean): string {
  const stories = removed === 1 ? 'the sample story' : `the ${removed} sample stories`;
  return dry ? `Will remove ${stories}: the site holds nothing else yet.` : `Removed ${stories}.`;
}

export interface NoteGroup {
  /** What the notes of the group say: the message itself when there is one, else their kind (what varies left out as …). */
  label: string;
  notes: ImportNote[];
}

/** Warnings (or errors) gathered by kind, in the order each kind first appears: 54 "image could not be imported" notes are one group. */
export function groupNotes(notes: ImportNote[]): NoteGroup[] {
  const groups = new Map<string, ImportNote[]>();
  for (const note of notes) {
    const kind = note.kind || note.message;
    groups.set(kind, [...(groups.get(kind) ?? []), note]);
  }
  return Array.from(groups, ([kind, members]) => ({ label: members.length === 1 ? members[0]!.message : kind, notes: members }));
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
