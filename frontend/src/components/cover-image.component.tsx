import { useState } from 'react';
import { coverSources, type CoverLayout, type CoverWidths } from '../lib/cover-sizes';

/** Covers have no stored size yet; CSS keeps this 1200×630 box (the Open Graph shape) so nothing shifts. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

interface CoverImageProps {
  src: string | null;
  alt: string | null;
  /** The widths the server made of it (the post's image_srcset and image_webp_srcset). */
  widths?: CoverWidths;
  /** Where it is drawn, for the browser's choice among the cover's widths. */
  layout: CoverLayout;
  /** The first cover a reader sees loads at once, first; the others wait until they come near the viewport. */
  eager?: boolean;
  className?: string;
  /**
   * What a cover that fails to load leaves: its box, empty (readers' pages, so that nothing below it
   * moves), or nothing (the admin preview, as the spec has it).
   */
  whenBroken?: 'placeholder' | 'hide';
}

/**
 * A post's cover in its fixed box. The server writes the same markup (backend/src/site/article.markup.ts
 * coverMarkup), so that the app's first render replaces it without a visible change.
 */
export function CoverImage({ src, alt, widths = {}, layout, eager = false, className, whenBroken = 'placeholder' }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) return null;
  const classes = ['cover', className].filter(Boolean).join(' ');
  if (failedSrc === src) {
    if (whenBroken === 'hide') return null;
    // The box stays; the picture's description stays for screen readers.
    return <div className={`${classes} cover--broken`} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  }
  const { srcSet, webpSrcSet, sizes } = coverSources(widths, layout);
  const image = (
    <img
      // Before src, so that the browser never starts on the full-size file.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={alt ?? ''}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
      ref={(image) => {
        // A cover that failed before the app took over a server-rendered page fired its error unheard.
        if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
      }}
    />
  );
  return (
    <div className={classes}>
      {webpSrcSet ? (
        <picture>
          <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </div>
  );
}
