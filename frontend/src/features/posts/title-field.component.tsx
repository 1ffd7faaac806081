import { EditorField, type TextFieldProps } from './editor-field.component';

/** The post's title: required (spec §5), its error read with it. */
export function TitleField({ id, value, onChange, error }: TextFieldProps) {
  return (
    <EditorField id={id} label="Title" error={error}>
      {(control) => <input {...control} name="title" value={value} required onChange={(event) => onChange(event.target.value)} />}
    </EditorField>
  );
}
