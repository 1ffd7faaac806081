import type { ImageMeasurement } from './external-image';

/**
 * Loads `src` in an Image that is never shown, for how long it takes and its natural size (spec §9
 * external images), whether or not the preview is on. Null when it does not load or is abandoned.
 */
export function measureImage(src: string, signal: AbortSignal): Promise<ImageMeasurement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const startedAt = performance.now();
    const abandon = () => {
      image.onload = null;
      image.onerror = null;
      image.src = '';
      resolve(null);
    };
    image.onload = () => {
      signal.removeEventListener('abort', abandon);
      resolve({ loadMs: performance.now() - startedAt, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      signal.removeEventListener('abort', abandon);
      resolve(null);
    };
    signal.addEventListener('abort', abandon, { once: true });
    image.src = src;
  });
}
