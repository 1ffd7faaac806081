// The image part of `npm run bench`: a 12 MP upload through the API against the same sharp
// pipeline called in this process, the server's peak memory under 4 concurrent uploads, and what
// each quality preset does to the photo's size and fidelity. Reports the targets, asserts nothing.
//   BENCH_IMAGE_ROUNDS (8)
import { readFileSync } from 'node:fs';
import { prepareImage } from '../dist/backend/images/image-pipeline.js';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { compareImages } from './image-quality.js';
import { createPhotoFactory } from './photo-factory.js';
import { postImage } from './upload-image.js';

const ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS ?? 8);
const WARM_UP = 2;
const CONCURRENT = 4;
const PRESETS = [
  { label: 'high', changes: { quality_preset: 'high' } },
  { label: 'balanced', changes: { quality_preset: 'balanced' } },
  { label: 'aggressive', changes: { quality_preset: 'aggressive' } },
  // The default 2000 px threshold quarters the pixels; this row shows what the encoder alone saves.
  { label: 'balanced, no resize', changes: { quality_preset: 'balanced', dimension_threshold_px: 4000 } },
];
export const TARGETS = { uploadRatio: 1.15, peakRssMb: 400, balancedSavedPercent: 80 };

const auth = { Authorization: `Bearer ${TOKEN}` };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mb = (bytes) => Math.round(bytes / 100_000) / 10;

async function api(method, route, body) {
  const response = await fetch(`${FOLIO}${route}`, {
    method,
    headers: body ? { ...auth, 'Content-Type': 'application/json' } : auth,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

async function upload(bytes, name) {
  const { status, ms, text } = await postImage(bytes, name);
  if (status !== 201) throw new Error(`upload ${name}: HTTP ${status} ${text}`);
  return { ms, body: JSON.parse(text) };
}

async function reference(bytes, settings) {
  const started = performance.now();
  const prepared = await prepareImage(bytes, settings);
  return { ms: performance.now() - started, prepared };
}

async function stored(url) {
  const response = await fetch(`${FOLIO}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The server and this process share 2 cores: each side runs alone, never both at once, and which
 * goes first alternates from round to round.
 */
async function uploadRatio(photos) {
  const settings = await api('GET', '/api/compression/settings');
  const api_ms = [];
  const reference_ms = [];
  let sameOutput = true;
  for (const [round, bytes] of photos.entries()) {
    const apiFirst = round % 2 === 0;
    const early = apiFirst ? await upload(bytes, `round-${round}.jpg`) : await reference(bytes, settings);
    const late = apiFirst ? await reference(bytes, settings) : await upload(bytes, `round-${round}.jpg`);
    const [sent, local] = apiFirst ? [early, late] : [late, early];
    sameOutput &&= (await stored(sent.body.url)).equals(local.prepared.result.bytes);
    if (round < WARM_UP) continue;
    api_ms.push(sent.ms);
    reference_ms.push(local.ms);
  }
  // Each round's two runs sit side by side in time, so their ratio shrugs off load that comes and goes.
  const ratio = median(api_ms.map((ms, round) => ms / reference_ms[round]));
  return { rounds: api_ms.length, api_ms_median: median(api_ms), reference_ms_median: median(reference_ms), ratio, same_output: sameOutput, api_ms, reference_ms };
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** RSS sampled every 20 ms around a burst of uploads, on a server that has done nothing else. */
async function peakMemory(pid, photos) {
  const idle = memoryOf(pid).rss;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);
  try {
    await Promise.all(photos.map((bytes, index) => upload(bytes, `concurrent-${index}.jpg`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  return { concurrent: photos.length, idle_mb: mb(idle), peak_rss_mb: mb(Math.max(peak, after.rss)), vm_hwm_mb: mb(after.hwm), after_mb: mb(after.rss) };
}

async function fidelity(source, output, skyFraction) {
  const { psnrDb, ssim, skyPsnrDb } = await compareImages(source, output, { skyFraction });
  return { psnr_db: psnrDb, ssim, sky_psnr_db: skyPsnrDb };
}

async function presets(photos, skyFraction) {
  const { quality_preset, dimension_threshold_px } = await api('GET', '/api/compression/settings');
  const rows = [];
  try {
    for (const [index, { label, changes }] of PRESETS.entries()) {
      const settings = await api('PATCH', '/api/compression/settings', { quality_preset, dimension_threshold_px, ...changes });
      const { body } = await upload(photos[index], `preset-${index}.jpg`);
      const output = await stored(body.url);
      const stats = body.compressionStats;
      rows.push({
        preset: label,
        quality_preset: settings.quality_preset,
        dimension_threshold_px: settings.dimension_threshold_px,
        format: stats.format,
        width: stats.width,
        height: stats.height,
        input_bytes: stats.original_bytes,
        output_bytes: output.length,
        saved_percent: (1 - output.length / stats.original_bytes) * 100,
        ...(await fidelity(photos[index], output, skyFraction)),
      });
    }
  } finally {
    await api('PATCH', '/api/compression/settings', { quality_preset, dimension_threshold_px });
  }
  return rows;
}

export async function benchImages(databaseUrl, dataDir) {
  console.log('Drawing the 12 MP photos...');
  const factory = await createPhotoFactory();
  const photos = [];
  for (let variant = 1; variant <= WARM_UP + ROUNDS + CONCURRENT + PRESETS.length; variant++) photos.push(await factory.jpeg(variant));
  const ratioPhotos = photos.slice(0, WARM_UP + ROUNDS);
  const burstPhotos = photos.slice(WARM_UP + ROUNDS, WARM_UP + ROUNDS + CONCURRENT);
  const presetPhotos = photos.slice(WARM_UP + ROUNDS + CONCURRENT);
  const photo = { width: factory.width, height: factory.height, jpeg_quality: factory.quality, bytes: median(photos.map((bytes) => bytes.length)) };

  let folio = await startFolio(databaseUrl, dataDir);
  let ratio, presetRows, memory;
  try {
    console.log(`Uploading ${ratioPhotos.length} photos, each also through the pipeline in this process...`);
    ratio = await uploadRatio(ratioPhotos);
    console.log('Uploading the photo at each preset...');
    presetRows = await presets(presetPhotos, factory.skyFraction);
    await stopFolio(folio);
    console.log(`Uploading ${CONCURRENT} photos at once to a fresh server...`);
    folio = await startFolio(databaseUrl, dataDir);
    memory = await peakMemory(folio.pid, burstPhotos);
  } finally {
    await stopFolio(folio);
  }
  return { date: new Date().toISOString(), photo, upload: ratio, memory, presets: presetRows, targets: TARGETS };
}

export function printImages(images) {
  const { photo, upload: ratio, memory, presets: rows } = images;
  console.log(`\nImages: a ${photo.width}×${photo.height} JPEG (quality ${photo.jpeg_quality}, ${mb(photo.bytes)} MB), a new variant per upload.`);
  console.log(`Upload: medians of ${ratio.rounds} rounds after ${WARM_UP} warm-up, the ratio the median of each round's own; reference: prepareImage() with the same settings in the bench process.`);
  console.table([
    {
      'API upload ms': Math.round(ratio.api_ms_median),
      'pipeline alone ms': Math.round(ratio.reference_ms_median),
      'API / pipeline': ratio.ratio.toFixed(2),
      target: `≤ ${TARGETS.uploadRatio}`,
      'same output': ratio.same_output ? 'yes' : 'NO',
    },
  ]);
  console.log(`Memory: server RSS sampled every 20 ms during ${memory.concurrent} concurrent uploads, fresh process (MB = 10⁶ bytes).`);
  console.table([
    { 'idle MB': memory.idle_mb, 'peak RSS MB': memory.peak_rss_mb, 'VmHWM MB': memory.vm_hwm_mb, 'after MB': memory.after_mb, target: `< ${TARGETS.peakRssMb}` },
  ]);
  console.log('Presets: stored file against the input; PSNR/SSIM against the input resized to the same size; sky PSNR after a 3 px blur (banding).');
  console.table(
    rows.map((row) => ({
      preset: row.preset,
      output: `${row.format} ${row.width}×${row.height}`,
      'input kB': Math.round(row.input_bytes / 1000),
      'output kB': Math.round(row.output_bytes / 1000),
      'saved %': row.saved_percent.toFixed(1),
      'PSNR dB': row.psnr_db.toFixed(1),
      SSIM: row.ssim.toFixed(4),
      'sky PSNR dB': row.sky_psnr_db.toFixed(1),
    })),
  );
  const balanced = rows.find((row) => row.preset === 'balanced');
  if (balanced) console.log(`Balanced saves ${balanced.saved_percent.toFixed(1)} % (target ≥ ${TARGETS.balancedSavedPercent} %).`);
}
