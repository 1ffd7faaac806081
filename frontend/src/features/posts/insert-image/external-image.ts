/** Spec §9 "External images" and "Estimated bytes per pixel". */
export const SLOW_LOAD_MS = 3000;
export const LARGE_PIXELS = 4_000_000;

export interface ImageMeasurement {
  loadMs: number;
  width: number;
  height: number;
}

export interface ExternalImageFlags {
  slow: boolean;
  large: boolean;
}

export function externalImageFlags({ loadMs, width, height }: ImageMeasurement): ExternalImageFlags {
  return { slow: loadMs > SLOW_LOAD_MS, large: width * height > LARGE_PIXELS };
}

/** From the URL's file extension: 4 for PNG, 2 for WebP, 1 for GIF, 3 for anything else. */
export function bytesPerPixel(url: string): number {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  switch (extension) {
    case 'png':
      return 4;
    case 'webp':
      return 2;
    case 'gif':
      return 1;
    default:
      return 3;
  }
}

export function estimatedBytes(url: string, width: number, height: number): number {
  return width * height * bytesPerPixel(url);
}

/** Compress-by-URL only makes sense for an image on another site: this site's own files are already here. */
export function isRemoteUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin !== origin;
  } catch {
    return false;
  }
}
