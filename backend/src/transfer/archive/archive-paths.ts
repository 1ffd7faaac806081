import type { ArchiveFiles } from '../import-source.js';

/** `a/b/c.md` → `a/b/`; a file at the top → `''`. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function depthOf(path: string): number {
  return path.split('/').length - 1;
}

/** The one folder every file sits in (`my-blog/`), as zips made by "compress folder" have, else `''`. */
export function commonTopFolder(files: ArchiveFiles): string {
  let top: string | null = null;
  for (const path of files.paths()) {
    const slash = path.indexOf('/');
    if (slash < 0) return '';
    const first = path.slice(0, slash + 1);
    if (top === null) top = first;
    else if (top !== first) return '';
  }
  return top ?? '';
}

/** Reads only the first bytes of a file (for detection), then lets the stream go. */
export async function readHead(files: ArchiveFiles, path: string, bytes = 4096): Promise<string> {
  const stream = await files.open(path);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      total += (chunk as Buffer).length;
      if (total >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes).toString('utf8').replace(/^\uFEFF/, '');
}
