import type { ImportFormat } from '../import-source.js';
import { storableText } from './storable-text.js';

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ItemOutcome = 'created' | 'updated' | 'skipped';

export interface ImportNote {
  /** The item's title (or file) the note is about; absent for the whole import. */
  item?: string;
  message: string;
  /** The message with what varies from one item to the next (addresses, quotes, numbers, reasons) left out: notes of one kind read as one group. */
  kind: string;
}

/**
 * A note's kind: "The image https://old.example/a.jpg could not be imported (it answered 404): …" and the
 * same for b.png are one kind, "The image … could not be imported (…): …".
 */
export function noteKind(message: string): string {
  return message
    .replace(/"[^"]*"|“[^”]*”/g, '"…"')
    .replace(/\([^()]*\)/g, '(…)')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+|(?<![\w.])\/[^\s,:;()]+/gi, '…')
    .replace(/\b\d[\d,.]*/g, '…')
    .slice(0, 300);
}

export interface ImportCounts {
  posts: number;
  pages: number;
  tags: number;
  images: number;
  redirects: number;
}

export interface ImportedPostLine {
  /** Null in a dry run: the post does not exist yet. */
  id: string | null;
  slug: string;
  title: string;
  outcome: ItemOutcome;
}

export interface ImportReportBody {
  counts: ImportCounts;
  created: number;
  updated: number;
  skipped: number;
  warnings: ImportNote[];
  errors: ImportNote[];
  posts: ImportedPostLine[];
  /** Untouched sample stories removed before the first import (or, dry, that would be). */
  samples_removed: number;
}

/** Lists stop growing here (a note says how many more there were): a report is read in a browser. */
const MAX_NOTES = 2_000;
const MAX_POSTS = 10_000;

/** What an import did (or, dry, would do), built as it goes. */
export class ImportReport {
  readonly format: ImportFormat;
  private readonly tags = new Set<string>();
  private readonly body: ImportReportBody = {
    counts: { posts: 0, pages: 0, tags: 0, images: 0, redirects: 0 },
    created: 0,
    updated: 0,
    skipped: 0,
    warnings: [],
    errors: [],
    posts: [],
    samples_removed: 0,
  };
  private dropped = { warnings: 0, errors: 0, posts: 0 };

  constructor(format: ImportFormat) {
    this.format = format;
  }

  item(line: ImportedPostLine, type: 'post' | 'page', tags: string[]): void {
    this.body[line.outcome]++;
    this.body.counts[type === 'page' ? 'pages' : 'posts']++;
    for (const tag of tags) this.tags.add(tag.toLowerCase());
    this.body.counts.tags = this.tags.size;
    if (this.body.posts.length < MAX_POSTS) this.body.posts.push({ ...line, slug: storableText(line.slug), title: storableText(line.title) });
    else this.dropped.posts++;
  }

  images(count: number): void {
    this.body.counts.images += count;
  }

  redirects(count: number): void {
    this.body.counts.redirects += count;
  }

  samplesRemoved(count: number): void {
    this.body.samples_removed = count;
  }

  warn(message: string, item?: string): void {
    this.note('warnings', message, item);
  }

  error(message: string, item?: string): void {
    this.note('errors', message, item);
  }

  toJSON(): ImportReportBody {
    const warnings = [...this.body.warnings];
    const errors = [...this.body.errors];
    if (this.dropped.warnings) warnings.push({ message: `…and ${this.dropped.warnings} more warnings`, kind: 'more' });
    if (this.dropped.errors) errors.push({ message: `…and ${this.dropped.errors} more problems`, kind: 'more' });
    return { ...this.body, warnings, errors };
  }

  private note(list: 'warnings' | 'errors', message: string, item?: string): void {
    if (this.body[list].length >= MAX_NOTES) {
      this.dropped[list]++;
      return;
    }
    // The report is stored as jsonb: one unstorable character in a message would fail the import's every save.
    const text = storableText(message);
    const kind = noteKind(text);
    this.body[list].push(item === undefined ? { message: text, kind } : { item: storableText(item), message: text, kind });
  }
}

export function emptyReport(): ImportReportBody {
  return new ImportReport('folio').toJSON();
}
