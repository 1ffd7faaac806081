import { fitWithin, LEGACY_MAX_SIDE, LEGACY_QUALITY } from './legacy-compression';

export interface ImageSize {
  width: number;
  height: number;
}

export interface CompressedImage {
  blob: Blob;
  /** 'webp', or 'jpg' when the browser cannot encode WebP. */
  extension: 'webp' | 'jpg';
  original: ImageSize;
  result: ImageSize;
}

/** The decoded size of an image file (EXIF orientation applied), or null when the browser cannot decode it. */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, LEGACY_QUALITY));
}

function canvasOf({ width, height }: ImageSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * Spec §9 legacy client compression: longest side at most 2000 px, WebP at 0.82, or JPEG at 0.82
 * when the browser hands back something other than WebP (it falls back to PNG silently).
 */
export async function compressInCanvas(file: Blob): Promise<CompressedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const result = fitWithin(original.width, original.height, LEGACY_MAX_SIDE);
    const canvas = canvasOf(result);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, result.width, result.height);

    const webp = await encode(canvas, 'image/webp');
    if (webp && webp.type === 'image/webp') return { blob: webp, extension: 'webp', original, result };

    // JPEG has no transparency: lay the picture on white rather than on black.
    const flat = canvasOf(result);
    const flatContext = flat.getContext('2d');
    if (!flatContext) throw new Error('No 2D canvas');
    flatContext.fillStyle = '#ffffff';
    flatContext.fillRect(0, 0, result.width, result.height);
    flatContext.drawImage(canvas, 0, 0);
    const jpeg = await encode(flat, 'image/jpeg');
    if (!jpeg) throw new Error('The browser could not encode the image');
    return { blob: jpeg, extension: 'jpg', original, result };
  } finally {
    bitmap.close();
  }
}
