import { isApiError, responseText } from '../../lib/api-error';
import type { ImageSource, LibraryFilter, LibraryImage, ReconcileRunStatus } from './api';

/** The source filter of spec §2, in its order; '' is All Sources. */
export const FILTER_OPTIONS: ReadonlyArray<{ value: LibraryFilter | ''; label: string }> = [
  { value: '', label: 'All Sources' },
  { value: 'upload', label: 'Uploaded Files' },
  { value: 'post_cover', label: 'Cover Images' },
  { value: 'post_inline', label: 'Inline Images' },
  { value: 'external', label: 'External URLs' },
];

export const SOURCE_BADGES: Record<ImageSource, string> = {
  upload: 'Upload',
  post_cover: 'Cover',
  post_inline: 'Inline',
};

const SOURCE_NAMES: Record<ImageSource, string> = {
  upload: 'Uploaded file',
  post_cover: 'Post cover',
  post_inline: 'Inline post image',
};

/** 'Post cover', or 'Post cover (external URL)' when this site does not store the file. */
export function sourceName(image: Pick<LibraryImage, 'source' | 'path'>): string {
  const name = SOURCE_NAMES[image.source] ?? image.source;
  return image.path === null ? `${name} (external URL)` : name;
}

/** Spec §2: the card's title is the post's title, else 'Uploaded Image'. */
export function imageTitle(image: Pick<LibraryImage, 'post_title'>): string {
  return image.post_title?.trim() || 'Uploaded Image';
}

/** Spec §2: the owner's display name, else their e-mail. */
export function ownerName(image: Pick<LibraryImage, 'owner'>): string {
  return image.owner?.display_name?.trim() || image.owner?.email?.trim() || 'unknown';
}

export function dimensions(image: Pick<LibraryImage, 'width' | 'height'>): string {
  return image.width && image.height ? `${image.width} × ${image.height} px` : 'unknown';
}

/** Spec §2 "Last run": completed = Success, failed = Failed, running = Running. */
export const RUN_STATUS_WORDS: Record<ReconcileRunStatus, string> = {
  completed: 'Success',
  failed: 'Failed',
  running: 'Running',
};

/**
 * The status and text of a failed call for the spec's '{status} - {text}' messages: the server's
 * own words for an HTTP failure, the base query's message when no answer came.
 */
export function failureParts(error: unknown): { status: number; text: string } {
  if (isApiError(error)) {
    const text = error.status > 0 && error.data !== undefined ? responseText(error.data) : error.message;
    return { status: error.status, text: text || error.message };
  }
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}

/** The spec's '{what}: {status} - {text}' for a failed action ('Reconciliation failed: 500 - ...'). */
export function failureMessage(what: string, error: unknown): string {
  const { status, text } = failureParts(error);
  return `${what}: ${status} - ${text}`;
}

/** The server's reason alone ('Image is used by: "A", "B"'), for failures the screen explains itself. */
export function failureText(error: unknown): string {
  return failureParts(error).text;
}

