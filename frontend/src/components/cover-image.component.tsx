import { useState } from 'react';

/** Covers have no stored size yet; CSS keeps this 1200×630 box (the Open Graph shape) so nothing shifts. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

interface CoverImageProps {
  src: string | null;
  alt: string | null;
  /** The first cover a reader sees loads at once; the others wait until they come near the viewport. */
  eager?: boolean;
  className?: string;
}

/** A post's cover, hidden when it fails to load (as the spec's preview does). */
export function CoverImage({ src, alt, eager = false, className }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <div className={className ? `cover ${className}` : 'cover'}>
      <img
        src={src}
        alt={alt ?? ''}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
