import type { AdminPost } from './api';
import { CoverField } from './cover-field.component';
import { MarkdownField } from './markdown-field.component';
import { PostDetailsFields } from './post-details-fields.component';
import type { FieldErrors, PostField, PostFormValues } from './post-form-values';
import type { PublishAction } from './schedule/publishing-fields.component';
import { SeoSection } from './seo/seo-section.component';
import { TagsField } from './tags-field.component';
import { TitleField } from './title-field.component';

interface PostFieldsProps {
  /** The prefix of every control's id: the title is `<id>-title`, the text `<id>-content`. */
  id: string;
  values: PostFormValues;
  errors: FieldErrors;
  onChange: <F extends PostField>(field: F, value: PostFormValues[F]) => void;
  /** A save is running. */
  busy: boolean;
  onPublish: PublishAction;
  /** The post as saved; absent for a new one. */
  saved?: AdminPost;
}

/** The editor's fields, each with its error. */
export function PostFields({ id, values, errors, onChange, busy, onPublish, saved }: PostFieldsProps) {
  const set =
    <F extends PostField>(field: F) =>
    (value: PostFormValues[F]) =>
      onChange(field, value);
  return (
    <>
      <TitleField id={`${id}-title`} value={values.title} onChange={set('title')} error={errors.title} />
      <MarkdownField
        id={`${id}-content`}
        value={values.content}
        onChange={set('content')}
        error={errors.content}
        postTitle={values.title}
      />
      <div className="post-form__details">
        <PostDetailsFields id={id} values={values} errors={errors} onChange={onChange} busy={busy} onPublish={onPublish} saved={saved} />
        <TagsField id={`${id}-tags`} value={values.tags} onChange={set('tags')} error={errors.tags} />
        <CoverField
          id={`${id}-cover`}
          url={values.coverImageUrl}
          alt={values.coverImageAlt}
          onUrlChange={set('coverImageUrl')}
          onAltChange={set('coverImageAlt')}
          urlError={errors.coverImageUrl}
          altError={errors.coverImageAlt}
        />
      </div>
      <SeoSection id={id} values={values} errors={errors} onChange={onChange} saved={saved} />
    </>
  );
}
