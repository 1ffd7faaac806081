import { useState } from 'react';

interface ImageThumbnailProps {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** Drawn in place, not fetched: a broken library-thumb must not cost another request (spec §2). */
function PlaceholderPicture() {
  return (
    <svg className="library-thumb__placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="6" y="9" width="36" height="30" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="17" cy="19" r="3.5" fill="currentColor" />
      <path d="M9 35l10-11 7 7 5-5 8 9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M8 8l32 32" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A library picture, loaded when it nears the viewport; one that fails to load shows a placeholder. */
export function ImageThumbnail({ src, alt, className, eager = false }: ImageThumbnailProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc === src;
  return (
    <span className={['library-thumb', broken ? 'library-thumb--broken' : '', className].filter(Boolean).join(' ')}>
      {broken ? (
        <>
          <PlaceholderPicture />
          <span className="visually-hidden">Image could not be loaded</span>
        </>
      ) : (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBrokenSrc(src)} />
      )}
    </span>
  );
}
