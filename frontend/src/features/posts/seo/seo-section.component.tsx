import { useEffect, useId, useState } from 'react';
import type { AdminPost } from '../api';
import type { FieldErrors, PostField, PostFormValues } from '../post-form-values';
import { SearchPreview } from './search-preview.component';
import { SeoFields } from './seo-fields.component';
import { previewAddress, previewDescription, previewImage, previewTitle } from './seo-preview';
import { SocialPreview } from './social-preview.component';
import './seo.css';

const SEO_FIELDS: PostField[] = ['metaTitle', 'metaDescription', 'canonicalUrl', 'noindex', 'ogImageUrl'];

interface SeoSectionProps {
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  onChange: <F extends PostField>(field: F, value: PostFormValues[F]) => void;
  /** The post as saved, for its address and its generated card; absent for a new post. */
  saved?: AdminPost;
}

/**
 * Search & social, folded away until wanted: open from the start when the post has any of these
 * set, and opened by a save the server refused over one of them.
 */
export function SeoSection({ id, values, errors, onChange, saved }: SeoSectionProps) {
  const [open, setOpen] = useState(() => SEO_FIELDS.some((field) => Boolean(values[field])));
  const headingId = useId();
  const bodyId = `${id}-seo`;
  const refused = SEO_FIELDS.some((field) => errors[field]);
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);

  const title = previewTitle(values);
  const description = previewDescription(values);
  const address = previewAddress(values, window.location.origin, saved);
  return (
    <section className="seo-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="seo-section__heading">
        <button type="button" className="seo-section__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          Search &amp; social
        </button>
      </h2>
      <div id={bodyId} className="seo-section__body" hidden={!open}>
        {open && (
          <>
            <SeoFields id={id} values={values} errors={errors} onChange={onChange} />
            <div className="seo-section__previews">
              <SearchPreview title={title} address={address} description={description} noindex={values.noindex} />
              <SocialPreview image={previewImage(values.ogImageUrl, saved)} title={title} description={description} address={address.text} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
