import type { AdminPost } from './api';
import { EditorField } from './editor-field.component';
import { SendEmailField } from './email/send-email-field.component';
import { expectedSlug } from './post-type/page-address';
import { PostTypeField } from './post-type/post-type-field.component';
import { SlugField } from './post-type/slug-field.component';
import type { FieldErrors, PostField, PostFormValues } from './post-form-values';
import { PublishingFields, type PublishAction } from './schedule/publishing-fields.component';

interface PostDetailsFieldsProps {
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  onChange: <F extends PostField>(field: F, value: PostFormValues[F]) => void;
  busy: boolean;
  onPublish: PublishAction;
  saved?: AdminPost;
}

/** Publishing (status, date, schedule), post or page, and the excerpt. */
export function PostDetailsFields({ id, values, errors, onChange, busy, onPublish, saved }: PostDetailsFieldsProps) {
  return (
    <>
      <PublishingFields
        id={id}
        values={values}
        errors={errors}
        busy={busy}
        onStatus={(status) => onChange('status', status)}
        onPublishedAt={(value) => onChange('publishedAt', value)}
        onPublish={onPublish}
      >
        {/* Pages (About, Now) are not news: like feeds, email leaves them out. */}
        {values.type === 'post' && (
          <SendEmailField
            id={`${id}-send-email`}
            checked={values.sendEmail}
            onChange={(checked) => onChange('sendEmail', checked)}
            saved={saved}
            status={values.status}
          />
        )}
      </PublishingFields>
      <PostTypeField
        id={`${id}-type`}
        value={values.type}
        slug={values.slug.trim() || expectedSlug(values.title, saved)}
        error={errors.type}
        onChange={(type) => onChange('type', type)}
      />
      <SlugField
        id={`${id}-slug`}
        type={values.type}
        value={values.slug}
        suggested={expectedSlug(values.title, saved)}
        published={saved?.status === 'published'}
        error={errors.slug}
        onChange={(slug) => onChange('slug', slug)}
      />
      <EditorField
        id={`${id}-excerpt`}
        label="Excerpt"
        hint="Optional. Leave it empty to use the first lines of the text."
        error={errors.excerpt}
      >
        {(control) => (
          <textarea
            {...control}
            name="excerpt"
            rows={3}
            value={values.excerpt}
            onChange={(event) => onChange('excerpt', event.target.value)}
          />
        )}
      </EditorField>
    </>
  );
}
