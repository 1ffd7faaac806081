import { NEW_POST_VALUES, sameValues, type PostFormValues } from './post-form-values';

/**
 * Unsaved editor text kept in localStorage, one entry per post ('new' for the new-post form), so
 * that a crash, a closed tab, a rejected token or the Back button (which the declarative router
 * cannot stop) loses nothing. Written while the form differs from the saved post; removed when it
 * is saved or the author discards it.
 */
const PREFIX = 'folio.postDraft.';

export interface StoredDraft {
  values: PostFormValues;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The version of the post the text was typed on: restored, it is saved against that version (If-Match). */
  version?: number;
}

const TEXT_FIELDS = [
  'title',
  'content',
  'tags',
  'coverImageUrl',
  'coverImageAlt',
  'excerpt',
  'publishedAt',
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'ogImageUrl',
] as const;
const STATUSES: unknown[] = ['draft', 'scheduled', 'published'];

/** The stored values, or null; a copy kept before a field existed takes that field's default. */
function readValues(value: unknown): PostFormValues | null {
  if (!value || typeof value !== 'object') return null;
  const record: Record<string, unknown> = { ...NEW_POST_VALUES, ...value };
  const valid =
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    STATUSES.includes(record.status) &&
    (record.type === 'post' || record.type === 'page') &&
    typeof record.noindex === 'boolean' &&
    typeof record.sendEmail === 'boolean';
  return valid ? (record as unknown as PostFormValues) : null;
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? 'null') as Partial<StoredDraft> | null;
    const values = readValues(stored?.values);
    if (!stored || !values || typeof stored.savedAt !== 'number') return null;
    const version = typeof stored.version === 'number' ? stored.version : undefined;
    return { values, savedAt: stored.savedAt, version };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: PostFormValues, version?: number): StoredDraft {
  const draft: StoredDraft = { values, savedAt: Date.now(), version };
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the editor still works, only without this safety net.
  }
  return draft;
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was stored then either.
  }
}

/** A kept copy worth offering: one that differs from what the editor opens with. */
export function findDraft(key: string, loaded: PostFormValues): StoredDraft | null {
  const draft = readDraft(key);
  return draft && !sameValues(draft.values, loaded) ? draft : null;
}
