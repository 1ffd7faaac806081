import { useLayoutEffect, useRef, useState } from 'react';
import type { ImageMeasurement } from './external-image';

export const PREVIEW_FAILURE_MESSAGE = 'Failed to load image';

interface ImagePreviewProps {
  src: string;
  alt: string;
  /** How long the image took to arrive and its natural size (spec §9 external images). */
  onMeasured?: (src: string, measurement: ImageMeasurement) => void;
}

export function ImagePreview({ src, alt, onMeasured }: ImagePreviewProps) {
  const startedAt = useRef(0);
  const [failed, setFailed] = useState<string | null>(null);

  // A layout effect runs in the commit that puts the new <img> in the page, before its load can fire.
  useLayoutEffect(() => {
    startedAt.current = performance.now();
  }, [src]);

  if (failed === src) {
    return (
      <p className="form-error insert-image__preview-error" role="alert">
        {PREVIEW_FAILURE_MESSAGE}
      </p>
    );
  }

  return (
    <figure className="insert-image__preview" aria-label="Preview">
      <img
        key={src}
        src={src}
        alt={alt.trim() || 'Image preview'}
        onLoad={(event) => {
          const image = event.currentTarget;
          onMeasured?.(src, {
            loadMs: performance.now() - startedAt.current,
            width: image.naturalWidth,
            height: image.naturalHeight,
          });
        }}
        onError={() => setFailed(src)}
      />
    </figure>
  );
}
