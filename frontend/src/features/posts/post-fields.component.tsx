import { useState } from 'react';
import type { AdminPost } from './api';
import { CoverField } from './cover-field.component';
import { MarkdownField } from './markdown-field.component';
import { PostDetailsFields } from './post-details-fields.component';
import type { FieldErrors, PostField, PostFormValues } from './post-form-values';
import type { PublishAction } from './schedule/publishing-fields.component';
import { SeoSection } from './seo/seo-section.component';
import { TagsField } from './tags-field.component';
import { TitleField } from './title-field.component';
import { useMarkdownPreview } from './use-markdown-preview.hook';
import { readDetailsPanelOpen, writeDetailsPanelOpen } from './writing/details-panel-preference';
import { useFocusMode } from './writing/use-focus-mode.hook';
import { WritingBar } from './writing/writing-bar.component';
import './writing/writing.css';

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

/**
 * The editor's fields, each with its error: the title and the text first, the publishing and SEO
 * fields in a panel beside them (below them on a narrow screen) that the author may close.
 */
export function PostFields({ id, values, errors, onChange, busy, onPublish, saved }: PostFieldsProps) {
  const set =
    <F extends PostField>(field: F) =>
    (value: PostFormValues[F]) =>
      onChange(field, value);
  const preview = useMarkdownPreview(values.content);
  const focusMode = useFocusMode();
  const [panelOpen, setPanelOpen] = useState(readDetailsPanelOpen);
  // A field in the panel that a save refused is shown, closed panel or not.
  const panelProblem = Object.entries(errors).some(([field, message]) => message && field !== 'title' && field !== 'content');
  const panelShown = (panelOpen || panelProblem) && !focusMode.on;
  const panelId = `${id}-panel`;

  function togglePanel() {
    writeDetailsPanelOpen(!panelShown);
    setPanelOpen(!panelShown);
  }

  return (
    <div className={panelShown ? 'post-editor-layout post-editor-layout--panel' : 'post-editor-layout'}>
      <div className="post-editor-layout__writing">
        <WritingBar
          stats={preview.stats}
          focusMode={focusMode.on}
          onFocusMode={focusMode.toggle}
          panelOpen={panelShown}
          panelId={panelId}
          onPanel={togglePanel}
        />
        <TitleField id={`${id}-title`} value={values.title} onChange={set('title')} error={errors.title} />
        <MarkdownField
          id={`${id}-content`}
          value={values.content}
          onChange={set('content')}
          error={errors.content}
          postTitle={values.title}
          preview={preview}
        />
      </div>
      <section id={panelId} className="post-editor-layout__panel" aria-label="Publishing and SEO" hidden={!panelShown}>
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
      </section>
    </div>
  );
}
