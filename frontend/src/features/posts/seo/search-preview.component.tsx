import { FromPostMark } from './from-post-mark.component';
import { breadcrumb, DESCRIPTION_GUIDE, type PreviewText, TITLE_GUIDE, truncate } from './seo-preview';

interface SearchPreviewProps {
  title: PreviewText;
  address: PreviewText;
  description: PreviewText;
  noindex: boolean;
}

/** The post as a search result: title, address as a breadcrumb, description, each cut as search engines cut them. */
export function SearchPreview({ title, address, description, noindex }: SearchPreviewProps) {
  return (
    <figure className="seo-preview search-preview">
      <figcaption className="seo-preview__caption">Search result</figcaption>
      <div className="search-preview__result">
        <p className="search-preview__address">
          {breadcrumb(address.text)}
          {address.fromPost && <FromPostMark />}
        </p>
        <p className="search-preview__title">
          {truncate(title.text, TITLE_GUIDE)}
          {title.fromPost && <FromPostMark />}
        </p>
        <p className="search-preview__description">
          {description.text ? truncate(description.text, DESCRIPTION_GUIDE) : 'No description yet.'}
          {description.fromPost && <FromPostMark />}
        </p>
      </div>
      {noindex && <p className="hint">Search engines are asked not to show this post at all.</p>}
    </figure>
  );
}
