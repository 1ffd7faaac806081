/**
 * Whether a WebP file holds lossless (VP8L) rather than lossy (VP8) image data. sharp's metadata
 * does not say, and a kept original should stay lossless when it came lossless. Reads the RIFF
 * chunk list only; anything unexpected answers false (the original is then kept at high quality).
 */
export function isLosslessWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return false;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    if (fourcc === 'VP8L') return true;
    // ALPH comes with lossy data; ANIM/ANMF is an animation, whose frames may mix both.
    if (fourcc === 'VP8 ' || fourcc === 'ALPH' || fourcc === 'ANIM' || fourcc === 'ANMF') return false;
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
}
