import { useId, useState } from 'react';
import { Button } from '../../../components/button.component';
import { uploadErrorMessage, useImageUpload } from '../../images';
import { describedBy, FieldErrors } from './field-errors.component';

type PickedImage = { id: string; url: string } | null;

interface IdentityImagePickerProps {
  label: string;
  hint: string;
  image: PickedImage;
  onChange: (image: PickedImage) => void;
  errors?: string[];
}

/** An image of the identity (logo, icon, avatar): uploaded into the library, shown, or removed; saved with the form. */
export function IdentityImagePicker({ label, hint, image, onChange, errors }: IdentityImagePickerProps) {
  const id = useId();
  const upload = useImageUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const all = [...(errors ?? []), ...(failure ? [failure] : [])];

  async function pick(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const uploaded = await upload(file, file.name, { onProgress: setProgress });
      onChange({ id: uploaded.id, url: uploaded.url });
    } catch (error) {
      setFailure(uploadErrorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="field identity-image">
      <label htmlFor={id}>{label}</label>
      <div className="identity-image__row">
        {image ? <img className="identity-image__preview" src={image.url} alt={`Current ${label.toLowerCase()}`} width={48} height={48} /> : <span className="identity-image__none">None</span>}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby={describedBy(`${id}-hint`, `${id}-errors`, all)}
          aria-invalid={all.length ? true : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {image && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {`Remove ${label.toLowerCase()}`}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {progress !== null && (
        <p role="status" className="hint">
          {`Uploading… ${Math.round(progress * 100)}%`}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={all} />
    </div>
  );
}
