import type { Readable } from 'node:stream';
import type { ArchiveFiles } from '../import-source.js';

/** The files of an upload that is one document (bare JSON or XML): none. */
export const NO_FILES: ArchiveFiles = {
  has: () => false,
  paths: () => [],
  size: () => 0,
  open: (path: string): Promise<Readable> => Promise.reject(new Error(`No file ${path} in this upload`)),
};
