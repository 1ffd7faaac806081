// Scenario 4: eight photos of about 40 megapixels (the most the server decodes) uploaded at once:
// all must be stored, and the server must keep answering while it works through them in turns.
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../dist/backend/images/image-upload.interceptor.js';
import { MAX_INPUT_PIXELS } from '../../dist/backend/images/media.adapter.js';
import { createPhotoFactory } from '../photo-factory.js';
import { postImage } from '../upload-image.js';
import { startRssSampler } from '../rss-sampler.js';
import { againstIdle, check, mib } from './checks.js';
import { freshDatabase, withFolio } from './folio-server.js';
import { probed, probeIdle } from './probe.js';

const WIDTH = 7744;
const HEIGHT = 5164;
const PHOTOS = 8;
const HEALTHZ_P99_MS = 300;

/**
 * The 12 MP test photo enlarged (to 40 MP here): a camera's 40 MP JPEG is three times the upload
 * limit, so the quality goes down until every variant fits (the decoding work depends on pixels,
 * not bytes). The memory part draws its 24 MP photos with it too.
 */
export async function drawPhotos(count = PHOTOS, width = WIDTH, height = HEIGHT) {
  const factory = await createPhotoFactory();
  const sources = await Promise.all(Array.from({ length: count }, (_, index) => factory.jpeg(index + 1)));
  const enlarge = (source, quality) => sharp(source).resize(width, height, { kernel: 'cubic' }).jpeg({ quality }).toBuffer();
  for (let quality = 90; quality >= 30; quality -= 5) {
    const photos = [];
    // The first photo that does not fit sends the search on to the next quality.
    for (const source of sources) {
      const photo = await enlarge(source, quality);
      if (photo.length >= MAX_UPLOAD_BYTES) break;
      photos.push(photo);
    }
    if (photos.length === count) return { photos, quality };
  }
  throw new Error(`no JPEG quality down to 30 fits ${width}×${height} under ${MAX_UPLOAD_BYTES} bytes`);
}

export async function upload(bytes, index) {
  try {
    const { status, ms, text } = await postImage(bytes, `burst-${index}.jpg`);
    return { status, ms: Math.round(ms), ...(status === 201 ? {} : { error: text.slice(0, 160) }) };
  } catch (error) {
    return { status: 0, ms: undefined, error: error.cause?.code ?? error.message };
  }
}

export async function imageBurst(databaseUrl, dataDir) {
  const database = await freshDatabase(databaseUrl, 'folio_limits_images');
  console.log(`limits: drawing ${PHOTOS} photos of ${WIDTH}×${HEIGHT}...`);
  const { photos, quality } = await drawPhotos();
  console.log(`limits: uploading the ${PHOTOS} photos at once...`);
  return withFolio(database, dataDir, {}, async (folio) => {
    const idle = await probeIdle();
    const sampler = startRssSampler(folio.pid, 100);
    const { result: uploads, healthz } = await probed(() => Promise.all(photos.map(upload))).finally(sampler.stop);
    const rssKb = sampler.samples.map((sample) => sample.kb);
    const stored = uploads.filter((result) => result.status === 201).length;
    const slowest = Math.max(...uploads.map((result) => result.ms ?? Infinity));
    return {
      photo: { width: WIDTH, height: HEIGHT, pixels: WIDTH * HEIGHT, pixel_limit: MAX_INPUT_PIXELS, jpeg_quality: quality, bytes: photos.map((photo) => photo.length), byte_limit: MAX_UPLOAD_BYTES },
      uploads: uploads.map((result, index) => ({ photo: index + 1, bytes: photos[index].length, ...result })),
      rss_mib: { before: mib(rssKb[0]), peak: mib(Math.max(...rssKb)) },
      idle_healthz: idle,
      healthz,
      checks: [
        check(`uploads stored (201)`, `${stored} of ${PHOTOS}`, `${PHOTOS} of ${PHOTOS}`, stored === PHOTOS, `slowest ${slowest} ms`),
        check(`/healthz p99 during the uploads, ms (n=${healthz.n})`, healthz.p99_ms, `< ${HEALTHZ_P99_MS}`, healthz.p99_ms < HEALTHZ_P99_MS, againstIdle(healthz, idle)),
      ],
    };
  });
}
