import { TAGS } from '../../lib/tags';
import { EditorField, type TextFieldProps } from './editor-field.component';
import { parseTags } from './post-form-values';

/** Tags as comma-separated text, with the spec's tag set one press away (pressing a chosen one removes it). */
export function TagsField({ id, value, onChange, error }: TextFieldProps) {
  const tags = parseTags(value);
  const chosen = new Set(tags.map((tag) => tag.toLowerCase()));

  function toggle(tag: string) {
    const next = chosen.has(tag) ? tags.filter((item) => item.toLowerCase() !== tag) : [...tags, tag];
    onChange(next.join(', '));
  }

  const picks = (
    <div className="tag-picks" role="group" aria-label="Suggested tags">
      {TAGS.map((tag) => (
        <button key={tag} type="button" className="tag tag--button" aria-pressed={chosen.has(tag)} onClick={() => toggle(tag)}>
          {tag}
        </button>
      ))}
    </div>
  );

  return (
    <EditorField id={id} label="Tags" hint="Separate tags with commas." error={error} extra={picks}>
      {(control) => <input {...control} name="tags" value={value} autoComplete="off" onChange={(event) => onChange(event.target.value)} />}
    </EditorField>
  );
}
