/** Caps on what an upload may make the server read; config may set each one. */
export interface ImportLimits {
  /** Entries a zip may hold (files and folders). */
  maxEntries: number;
  /** Sum of the uncompressed sizes a zip declares (yauzl holds every entry to its declared size while reading). */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio of an entry over `ratioCheckBytes` (a zip bomb's is in the thousands). */
  maxCompressionRatio: number;
  ratioCheckBytes: number;
  /** A JSON export (Ghost) is parsed whole: its text may be at most this long. */
  maxJsonBytes: number;
  /** One post's text (a WXR element, a Substack or Markdown file) may be at most this long. */
  maxItemBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_IMPORT_LIMITS: Readonly<ImportLimits> = Object.freeze({
  maxEntries: 20_000,
  maxTotalBytes: 4 * 1024 * MB,
  maxCompressionRatio: 200,
  ratioCheckBytes: 1 * MB,
  maxJsonBytes: 64 * MB,
  maxItemBytes: 16 * MB,
});

export function importLimits(overrides: Partial<ImportLimits> = {}): ImportLimits {
  return { ...DEFAULT_IMPORT_LIMITS, ...overrides };
}

export function megabytes(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes} bytes`;
}
