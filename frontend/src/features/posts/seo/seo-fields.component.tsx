import { EditorField } from '../editor-field.component';
import type { FieldErrors, PostField, PostFormValues } from '../post-form-values';
import { CountedHint } from './counted-hint.component';
import { DESCRIPTION_GUIDE, META_DESCRIPTION_MAX, META_TITLE_MAX, TITLE_GUIDE } from './seo-preview';

interface SeoFieldsProps {
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  onChange: <F extends PostField>(field: F, value: PostFormValues[F]) => void;
}

/** Meta title and description, canonical address, share image and noindex. */
export function SeoFields({ id, values, errors, onChange }: SeoFieldsProps) {
  const noindexId = `${id}-noindex`;
  return (
    <div className="seo-fields">
      <EditorField
        id={`${id}-meta-title`}
        label="Meta title"
        hint={
          <CountedHint guidance="Blank: the post's title." length={values.metaTitle.length} guide={TITLE_GUIDE} max={META_TITLE_MAX} />
        }
        error={errors.metaTitle}
      >
        {(control) => (
          <input {...control} name="meta_title" value={values.metaTitle} onChange={(event) => onChange('metaTitle', event.target.value)} />
        )}
      </EditorField>
      <EditorField
        id={`${id}-meta-description`}
        label="Meta description"
        hint={
          <CountedHint
            guidance="Blank: the excerpt."
            length={values.metaDescription.length}
            guide={DESCRIPTION_GUIDE}
            max={META_DESCRIPTION_MAX}
          />
        }
        error={errors.metaDescription}
      >
        {(control) => (
          <textarea
            {...control}
            name="meta_description"
            rows={3}
            value={values.metaDescription}
            onChange={(event) => onChange('metaDescription', event.target.value)}
          />
        )}
      </EditorField>
      <EditorField
        id={`${id}-canonical-url`}
        label="Canonical URL"
        hint="Only for a post first published elsewhere: the original's address. Blank: this post's own address."
        error={errors.canonicalUrl}
      >
        {(control) => (
          <input
            {...control}
            name="canonical_url"
            inputMode="url"
            placeholder="https://…"
            value={values.canonicalUrl}
            onChange={(event) => onChange('canonicalUrl', event.target.value)}
          />
        )}
      </EditorField>
      <EditorField
        id={`${id}-og-image-url`}
        label="Share image URL"
        hint="Shown when the post is shared: an https:// address or an /uploads/ path, best 1200 × 630 pixels. Blank: a card made from the post."
        error={errors.ogImageUrl}
      >
        {(control) => (
          <input
            {...control}
            name="og_image_url"
            inputMode="url"
            placeholder="https://… or /uploads/…"
            value={values.ogImageUrl}
            onChange={(event) => onChange('ogImageUrl', event.target.value)}
          />
        )}
      </EditorField>
      <div className="field seo-fields__noindex">
        <div className="seo-fields__check">
          <input
            id={noindexId}
            type="checkbox"
            name="noindex"
            checked={values.noindex}
            aria-describedby={[errors.noindex && `${noindexId}-error`, `${noindexId}-hint`].filter(Boolean).join(' ')}
            aria-invalid={errors.noindex ? true : undefined}
            onChange={(event) => onChange('noindex', event.target.checked)}
          />
          <label htmlFor={noindexId}>Hide from search engines</label>
        </div>
        <p id={`${noindexId}-hint`} className="hint">
          Asks search engines not to index it, and leaves it out of the sitemap.
        </p>
        {errors.noindex && (
          <p id={`${noindexId}-error`} className="form-error">
            {errors.noindex}
          </p>
        )}
      </div>
    </div>
  );
}
