/** The content codings Folio sends: brotli and gzip for text, or the body as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** In order of preference when a client accepts several equally (brotli is smaller for the same text). */
const COMPRESSED: readonly ContentCoding[] = ['br', 'gzip'];

const SUFFIX: Record<ContentCoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** `-br` or `-gz` at the end of an entity tag names the coding it was sent in; identity has none. */
export function codingSuffix(coding: ContentCoding): string {
  return SUFFIX[coding];
}

const SUFFIXED = /-(?:br|gz)"/g;

/**
 * An If-None-Match or If-Match with the coding suffixes taken off its tags: a validator names the
 * same content in every coding, so `"7-br"` is compared as `"7"` (what Apache does).
 */
export function withoutCodingSuffixes(conditional: string): string {
  return conditional.replace(SUFFIXED, '"');
}

/** The entity tag of a response sent in `coding`: `"7"` becomes `"7-br"`, once. */
export function withCodingSuffix(etag: string, coding: ContentCoding): string {
  const suffix = SUFFIX[coding];
  return !suffix || !etag.endsWith('"') || etag.endsWith(`${suffix}"`) ? etag : `${etag.slice(0, -1)}${suffix}"`;
}

function qualities(acceptEncoding: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)).find(Boolean);
    found.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q[1]) : 1);
  }
  return found;
}

/** Parsed answers by header value: browsers send a handful of distinct values, so this stays small. */
const remembered = new Map<string, ContentCoding>();
const REMEMBERED_MAX = 64;

/**
 * The coding to send for an `Accept-Encoding` (RFC 9110 §12.5.3): the compressed coding with the
 * highest quality above 0, `*` standing for any not named, brotli before gzip on a tie; else identity.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const known = remembered.get(acceptEncoding);
  if (known) return known;
  const q = qualities(acceptEncoding);
  const any = q.get('*') ?? 0;
  let best: ContentCoding = 'identity';
  let bestQuality = 0;
  for (const coding of COMPRESSED) {
    const quality = q.get(coding) ?? any;
    if (quality > bestQuality) [best, bestQuality] = [coding, quality];
  }
  if (acceptEncoding.length <= 200) {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(acceptEncoding, best);
  }
  return best;
}
