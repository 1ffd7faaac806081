import { useState } from 'react';

export const PREVIEW_FAILURE_MESSAGE = 'Failed to load image';

interface ImagePreviewProps {
  src: string;
  alt: string;
}

export function ImagePreview({ src, alt }: ImagePreviewProps) {
  const [failed, setFailed] = useState<string | null>(null);

  if (failed === src) {
    return (
      <p className="form-error insert-image__preview-error" role="alert">
        {PREVIEW_FAILURE_MESSAGE}
      </p>
    );
  }

  return (
    <figure className="insert-image__preview" aria-label="Preview">
      <img key={src} src={src} alt={alt.trim() || 'Image preview'} onError={() => setFailed(src)} />
    </figure>
  );
}
