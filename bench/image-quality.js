// How close a compressed image stays to its source, measured on raw pixels decoded by sharp
// against the source resized to the same size (so only the encoder's losses count).
import sharp from 'sharp';

const MAX = 255;
const WINDOW = 8;
const STRIDE = 4;

const psnr = (squaredError, count) => (squaredError === 0 ? Infinity : 10 * Math.log10((MAX * MAX * count) / squaredError));

function luma(rgb) {
  const y = new Float32Array(rgb.length / 3);
  for (let i = 0; i < y.length; i++) y[i] = 0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2];
  return y;
}

/**
 * Mean SSIM of luma over 8×8 windows every 4 pixels (Wang et al. 2004, box windows). One band of
 * window rows at a time, with running sums across the columns, so memory stays a few rows wide.
 */
function ssim(a, b, width, height) {
  const c1 = (0.01 * MAX) ** 2;
  const c2 = (0.03 * MAX) ** 2;
  const n = WINDOW * WINDOW;
  const [sa, sb, saa, sbb, sab] = Array.from({ length: 5 }, () => new Float64Array(width + 1));
  let total = 0;
  let windows = 0;
  for (let top = 0; top + WINDOW <= height; top += STRIDE) {
    for (let x = 0; x < width; x++) {
      let ca = 0, cb = 0, caa = 0, cbb = 0, cab = 0;
      for (let i = top * width + x; i < (top + WINDOW) * width; i += width) {
        ca += a[i];
        cb += b[i];
        caa += a[i] * a[i];
        cbb += b[i] * b[i];
        cab += a[i] * b[i];
      }
      sa[x + 1] = sa[x] + ca;
      sb[x + 1] = sb[x] + cb;
      saa[x + 1] = saa[x] + caa;
      sbb[x + 1] = sbb[x] + cbb;
      sab[x + 1] = sab[x] + cab;
    }
    for (let x = 0; x + WINDOW <= width; x += STRIDE) {
      const ma = (sa[x + WINDOW] - sa[x]) / n;
      const mb = (sb[x + WINDOW] - sb[x]) / n;
      const va = (saa[x + WINDOW] - saa[x]) / n - ma * ma;
      const vb = (sbb[x + WINDOW] - sbb[x]) / n - mb * mb;
      const cov = (sab[x + WINDOW] - sab[x]) / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows++;
    }
  }
  return total / windows;
}

const rgb = (image) => image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });

/**
 * PSNR over RGB, SSIM of luma, and a banding proxy: PSNR of the sky rows after a 3 px blur on both
 * sides. The blur takes away the grain an encoder may smooth over, leaving the slow errors of the
 * gradient (steps, blotches) that show as banding.
 */
export async function compareImages(source, output, { skyFraction }) {
  const { data: decoded, info } = await rgb(sharp(output));
  const { data: reference } = await rgb(sharp(source).autoOrient().resize(info.width, info.height, { fit: 'fill' }));
  let squared = 0;
  for (let i = 0; i < decoded.length; i++) squared += (decoded[i] - reference[i]) ** 2;
  const skyHeight = Math.floor(info.height * skyFraction);
  const sky = (data) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .extract({ left: 0, top: 0, width: info.width, height: skyHeight })
      .blur(3)
      .raw()
      .toBuffer();
  const [skyOut, skyRef] = await Promise.all([sky(decoded), sky(reference)]);
  let skySquared = 0;
  for (let i = 0; i < skyOut.length; i++) skySquared += (skyOut[i] - skyRef[i]) ** 2;
  return {
    psnrDb: psnr(squared, decoded.length),
    ssim: ssim(luma(decoded), luma(reference), info.width, info.height),
    skyPsnrDb: psnr(skySquared, skyOut.length),
  };
}
