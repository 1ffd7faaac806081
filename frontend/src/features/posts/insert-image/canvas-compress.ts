import { fitWithin, LEGACY_MAX_PIXELS, LEGACY_MAX_SIDE, LEGACY_QUALITY } from './legacy-compression';

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

/**
 * The size of an image file as the browser shows it (EXIF orientation applied), or null when it
 * cannot read it. An <img> that is never drawn reads the size from the header: no full decode, so
 * an enormous picture cannot exhaust memory here.
 */
export function readImageSize(file: Blob): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve(null);
    reader.onload = () => {
      if (typeof reader.result !== 'string') return resolve(null);
      const image = new Image();
      image.onload = () => resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
      image.onerror = () => resolve(null);
      // A data: URL, not an object URL: the Content Security Policy allows only the former.
      image.src = reader.result;
    };
    reader.readAsDataURL(file);
  });
}

/** Encodes the resized picture as `type`; `onWhite` lays it on white first. */
export type EncodePicture = (type: 'image/webp' | 'image/jpeg', onWhite: boolean) => Promise<Blob | null>;

/**
 * Spec §9: WebP at 0.82, or JPEG when the browser hands back something else for WebP (it falls
 * back to PNG silently). JPEG has no transparency: on white, transparent parts would turn black.
 */
export async function encodeLegacy(encode: EncodePicture): Promise<Pick<CompressedImage, 'blob' | 'extension'>> {
  const webp = await encode('image/webp', false);
  if (webp?.type === 'image/webp') return { blob: webp, extension: 'webp' };
  const jpeg = await encode('image/jpeg', true);
  if (!jpeg) throw new Error('The browser could not encode the image');
  return { blob: jpeg, extension: 'jpg' };
}

/** The browser steps of the compression; tests give their own. */
export interface CanvasSteps {
  readSize: (file: Blob) => Promise<ImageSize | null>;
  /** Decodes the file upright and draws it at `size`. */
  draw: (file: Blob, size: ImageSize) => Promise<{ encode: EncodePicture; release: () => void }>;
}

function canvasOf({ width, height }: ImageSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return context;
}

const browserSteps: CanvasSteps = {
  readSize: readImageSize,
  async draw(file, size) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = canvasOf(size);
    try {
      const context = context2d(canvas);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
    } finally {
      bitmap.close();
    }
    return {
      encode(type, onWhite) {
        let target = canvas;
        if (onWhite) {
          target = canvasOf(size);
          const flat = context2d(target);
          flat.fillStyle = '#ffffff';
          flat.fillRect(0, 0, size.width, size.height);
          flat.drawImage(canvas, 0, 0);
        }
        return new Promise((resolve) => target.toBlob(resolve, type, LEGACY_QUALITY));
      },
      release() {
        // Frees the pixels now rather than when the collector gets to them.
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  },
};

/**
 * Spec §9 legacy client compression: longest side at most 2000 px, then `encodeLegacy`. A picture
 * over 40 megapixels (the server's limit too) is refused before anything is decoded.
 */
export async function compressInCanvas(file: Blob, steps: CanvasSteps = browserSteps): Promise<CompressedImage> {
  const original = await steps.readSize(file);
  if (!original) throw new Error('The browser cannot read this image');
  if (original.width * original.height > LEGACY_MAX_PIXELS) throw new Error('Too many pixels to compress in the browser');
  const result = fitWithin(original.width, original.height, LEGACY_MAX_SIDE);
  const picture = await steps.draw(file, result);
  try {
    return { ...(await encodeLegacy(picture.encode)), original, result };
  } finally {
    picture.release();
  }
}
