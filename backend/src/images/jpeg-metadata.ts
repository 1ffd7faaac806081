const MARKER = 0xff;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
/** Baseline, extended and progressive Huffman frames: what browsers draw. Any other frame is re-encoded. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** The tables and the restart interval (DHT, DQT, DRI): copied as they are. */
const TABLES = new Set([0xc4, 0xdb, 0xdd]);
/** JFIF's header without a thumbnail, and Adobe's colour-transform segment, have these exact lengths. */
const JFIF_LENGTH = 14;
const ADOBE_LENGTH = 12;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const startsWith = (payload: Buffer, text: string) => payload.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

/**
 * What becomes of a segment: kept, every one the decoder needs (frame, tables, scans), the ICC
 * profile (the colours), Adobe's (how the components are to be read) and JFIF's header without a
 * thumbnail, each only in its usual form; dropped, every other APPn (EXIF with its GPS and
 * thumbnail, XMP, IPTC, maker notes, multi-picture) and every comment; refused (the file is then
 * re-encoded), anything else: other kinds of frame browsers cannot draw, extensions, odd lengths,
 * where bytes of the sender's choosing could ride along untouched.
 */
function fate(marker: number, payload: Buffer): 'keep' | 'drop' | 'refuse' {
  if (FRAMES.has(marker)) return payload[0] === 8 ? 'keep' : 'refuse';
  if (TABLES.has(marker) || marker === SOS) return 'keep';
  if (marker === COM) return 'drop';
  if (marker < APP0 || marker > APP15) return 'refuse';
  if (marker === APP0 && startsWith(payload, 'JFIF\0')) return payload.length === JFIF_LENGTH && payload[12] === 0 && payload[13] === 0 ? 'keep' : 'drop';
  if (marker === APP2 && startsWith(payload, 'ICC_PROFILE\0')) return 'keep';
  if (marker === APP14 && startsWith(payload, 'Adobe')) return payload.length === ADOBE_LENGTH ? 'keep' : 'refuse';
  return 'drop';
}

/**
 * The JPEG without its metadata, its compressed picture untouched (no decode, no re-encode: no loss,
 * no growth), and nothing after its end marker; undefined when the file is not laid out as a JPEG
 * should be or holds a segment `fate` refuses (the caller then re-encodes it). The caller still
 * decodes the result once, to refuse a damaged picture, and keeps this for upright pictures only:
 * EXIF's orientation goes with EXIF.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 4 || bytes[0] !== MARKER || bytes[1] !== 0xd8) return undefined;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== MARKER) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === MARKER) {
      at++; // a fill byte before the marker
      continue;
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(at, at + 2));
      return Buffer.concat(parts);
    }
    if (isRestart(marker)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end < at + 4 || end > bytes.length) return undefined;
    const segment = fate(marker, bytes.subarray(at + 4, end));
    if (segment === 'refuse') return undefined;
    if (segment === 'keep') parts.push(bytes.subarray(at, end));
    at = end;
    if (marker !== SOS) continue;
    // The scan's entropy-coded data runs to the next marker: 0xFF not followed by a stuffed 0x00 or a restart.
    const scan = at;
    for (;;) {
      at = bytes.indexOf(MARKER, at);
      if (at < 0 || at + 1 >= bytes.length) return undefined;
      const next = bytes[at + 1]!;
      if (next !== 0 && !isRestart(next)) break;
      at += 2;
    }
    parts.push(bytes.subarray(scan, at));
  }
  return undefined;
}
