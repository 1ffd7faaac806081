// A 12-megapixel photo made in the run (no binary in the repository) that compresses like a
// camera's: a smooth sky where banding would show, foliage-like texture at several scales, hard
// edges of a building, and sensor grain over everything. A flat or purely synthetic picture would
// shrink far more than a real one and flatter the pipeline.
import sharp from 'sharp';
import { mulberry32 } from './seeded-random.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const HORIZON = 0.56;

/** Roughly Gaussian values in -1..1 (sum of uniforms). */
function noiseValues(count, random) {
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = (random() + random() + random() - 1.5) / 1.5;
  return values;
}

/** Noise drawn on a coarse grid and enlarged smoothly: features about WIDTH / gridWidth pixels wide. */
async function smoothNoise(gridWidth, random) {
  const gridHeight = Math.round((gridWidth * HEIGHT) / WIDTH);
  const values = noiseValues(gridWidth * gridHeight, random);
  const grid = Buffer.alloc(values.length);
  for (let i = 0; i < values.length; i++) grid[i] = Math.round(128 + values[i] * 100);
  const enlarged = await sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 1 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Float32Array(enlarged.length);
  for (let i = 0; i < enlarged.length; i++) out[i] = (enlarged[i] - 128) / 100;
  return out;
}

function hills(points) {
  return `M0,${HEIGHT} ${points.map(([x, y]) => `L${x * WIDTH},${y * HEIGHT}`).join(' ')} L${WIDTH},${HEIGHT} Z`;
}

function windows() {
  const cells = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 5; col++) {
      const lit = (row * 7 + col * 3) % 4 === 0;
      cells.push(`<rect x="${2720 + col * 150}" y="${1290 + row * 190}" width="90" height="120" fill="${lit ? '#f2d28b' : '#1b2430'}"/>`);
    }
  }
  return cells.join('');
}

const SCENE = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#14406f"/><stop offset="0.6" stop-color="#5f93c4"/><stop offset="1" stop-color="#d9e4ea"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.22" cy="0.5" r="0.35">
      <stop offset="0" stop-color="#fff1c9" stop-opacity="0.75"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="field" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b7a34"/><stop offset="1" stop-color="#2f4419"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7ea4bf"/><stop offset="1" stop-color="#2c4f6b"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT * HORIZON}" fill="url(#sky)"/>
  <rect width="${WIDTH}" height="${HEIGHT * HORIZON}" fill="url(#sun)"/>
  <path d="${hills([[0, 0.5], [0.12, 0.45], [0.25, 0.49], [0.4, 0.41], [0.55, 0.48], [0.7, 0.44], [0.85, 0.5], [1, 0.47]])}" fill="#6b7f95"/>
  <rect y="${HEIGHT * HORIZON}" width="${WIDTH}" height="${HEIGHT * 0.1}" fill="url(#water)"/>
  <path d="${hills([[0, 0.64], [0.2, 0.6], [0.45, 0.66], [0.65, 0.62], [1, 0.65]])}" fill="url(#field)"/>
  <path d="${hills([[0, 0.8], [0.3, 0.74], [0.5, 0.79], [0.8, 0.72], [1, 0.76]])}" fill="#4a5d22"/>
  <rect x="2650" y="1200" width="780" height="1300" fill="#8c5a3c"/>
  <polygon points="2600,1200 3040,900 3480,1200" fill="#3b2a24"/>
  ${windows()}
  <rect x="1180" y="700" width="22" height="1900" fill="#2b2b2b"/>
  <line x1="0" y1="760" x2="1191" y2="720" stroke="#1a1a1a" stroke-width="5"/>
  <line x1="1191" y1="720" x2="${WIDTH}" y2="820" stroke="#1a1a1a" stroke-width="5"/>
</svg>`;

/** How much texture each region carries: none in the sky, some in far hills and walls, most in fields. */
const TEXTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#000"/>
  <path d="${hills([[0, 0.5], [0.12, 0.45], [0.25, 0.49], [0.4, 0.41], [0.55, 0.48], [0.7, 0.44], [0.85, 0.5], [1, 0.47]])}" fill="#505050"/>
  <rect y="${HEIGHT * HORIZON}" width="${WIDTH}" height="${HEIGHT * 0.1}" fill="#303030"/>
  <path d="${hills([[0, 0.64], [0.2, 0.6], [0.45, 0.66], [0.65, 0.62], [1, 0.65]])}" fill="#e0e0e0"/>
  <path d="${hills([[0, 0.8], [0.3, 0.74], [0.5, 0.79], [0.8, 0.72], [1, 0.76]])}" fill="#fff"/>
  <rect x="2650" y="1200" width="780" height="1300" fill="#404040"/>
</svg>`;

const raster = (svg, channels) => {
  const image = sharp(Buffer.from(svg)).removeAlpha();
  return (channels === 1 ? image.greyscale() : image).raw().toBuffer();
};

/**
 * Builds the pixels once (a few seconds), then encodes variants: each variant number marks a block
 * differently, so every upload is new bytes and new output, and content-hashed storage never
 * short-cuts one.
 */
export async function createPhotoFactory({ seed = 12, grain = 6, quality = 92 } = {}) {
  const random = mulberry32(seed);
  const [scene, texture] = await Promise.all([raster(SCENE, 3), raster(TEXTURE, 1)]);
  const clouds = await smoothNoise(24, random);
  const large = await smoothNoise(160, random);
  const medium = await smoothNoise(800, random);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const skyEnd = Math.round(HEIGHT * HORIZON) * WIDTH;
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const amount = texture[i] / 255;
    const cloud = i < skyEnd ? Math.max(0, clouds[i]) * 70 * (1 - amount) : 0;
    const detail = amount * (large[i] * 26 + medium[i] * 18 + (random() - 0.5) * 72);
    const shade = cloud + detail;
    for (let c = 0; c < 3; c++) {
      const sensor = (random() + random() - 1) * grain;
      pixels[i * 3 + c] = Math.max(0, Math.min(255, Math.round(scene[i * 3 + c] + shade + sensor)));
    }
  }
  const encode = (bytes) =>
    sharp(bytes, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD0: { Make: 'FolioBench', Model: 'Photo 12MP' } })
      .toBuffer();
  return {
    width: WIDTH,
    height: HEIGHT,
    quality,
    /** The top rows hold nothing but sky (above the wire and the pole): where banding would show. */
    skyFraction: 0.22,
    async jpeg(variant = 0) {
      const marked = Buffer.from(pixels);
      const x = 64 + ((variant * 97) % (WIDTH - 192));
      const y = HEIGHT - 160 - ((variant * 31) % 400);
      for (let row = y; row < y + 32; row++) {
        for (let col = x; col < x + 32; col++) marked.fill(variant * 53, (row * WIDTH + col) * 3, (row * WIDTH + col) * 3 + 3);
      }
      return encode(marked);
    },
  };
}
