import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.hook';
import { COVER_PREVIEW_DELAY_MS, isPreviewableCover } from '../cover-field.component';
import { FromPostMark } from './from-post-mark.component';
import { domainOf, type PreviewText, truncate } from './seo-preview';

interface SocialPreviewProps {
  /** The share image, or null while the post has none to show (no own image, not published). */
  image: { src: string; fromPost: boolean } | null;
  title: PreviewText;
  description: PreviewText;
  address: string;
}

/** The post as a shared link shows it: the image, the domain, the title and the description. */
export function SocialPreview({ image, title, description, address }: SocialPreviewProps) {
  // The image waits for a pause in typing, as the cover's preview does.
  const settled = useDebouncedValue(image?.src ?? '', COVER_PREVIEW_DELAY_MS);
  const src = isPreviewableCover(settled) ? settled : '';
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <figure className="seo-preview social-preview">
      <figcaption className="seo-preview__caption">Shared link</figcaption>
      <div className="social-preview__card">
        <div className="social-preview__image">
          {src && failed !== src ? (
            <img src={src} alt="" onError={() => setFailed(src)} />
          ) : (
            <p className="social-preview__no-image">
              {src ? 'The image did not load.' : 'A card made from the post is shared once it is published.'}
            </p>
          )}
        </div>
        <div className="social-preview__text">
          <p className="social-preview__domain">{domainOf(address)}</p>
          <p className="social-preview__title">
            {truncate(title.text, 90)}
            {title.fromPost && <FromPostMark />}
          </p>
          <p className="social-preview__description">
            {truncate(description.text, 120)}
            {description.fromPost && <FromPostMark />}
          </p>
        </div>
      </div>
      {image?.fromPost && src && failed !== src && (
        <p className="hint">
          The site&rsquo;s generated card
          <FromPostMark />
        </p>
      )}
    </figure>
  );
}
