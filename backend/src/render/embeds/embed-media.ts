import { parseEmbedUrl, SITE_PATH } from './embed-url.js';

export type MediaKind = 'video' | 'audio';

/** A sound or video file the browser plays itself, in a <video> or <audio> element. */
export interface MediaFile {
  kind: MediaKind;
  src: string;
}

const EXTENSIONS: Record<string, MediaKind> = {
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  ogv: 'video',
  mov: 'video',
  mp3: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  wav: 'audio',
  flac: 'audio',
  aac: 'audio',
};

/**
 * A media file by the extension of its path: on this site (`/uploads/talk.mp4`) or anywhere over
 * https (an http file would be blocked, or silently upgraded, on an https page). The src is the
 * URL as parsed and serialised, so that no quote or bracket of the input reaches an attribute.
 */
export function findMediaFile(value: string): MediaFile | undefined {
  const text = value.trim();
  let src: string;
  let path: string;
  if (SITE_PATH.test(text)) {
    const url = new URL(text, 'https://site.invalid');
    path = url.pathname;
    src = url.pathname + url.search;
  } else {
    const url = parseEmbedUrl(text);
    if (!url || url.protocol !== 'https:') return undefined;
    path = url.pathname;
    src = url.href;
  }
  const extension = /\.([a-z0-9]{2,4})$/i.exec(path)?.[1]?.toLowerCase();
  const kind = extension ? EXTENSIONS[extension] : undefined;
  return kind ? { kind, src } : undefined;
}
