import { useRef, useState } from 'react';
import { LibraryPickerDialog, uploadProblem, type LibraryImage } from '../images';
import { Button } from '../../components/button.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { acceptedTypes } from '../../lib/image-files';
import { EditorField } from './editor-field.component';
import { ALT_TEXT_REMINDER } from './insert-image/alt-text';
import { UploadStatus } from './insert-image/upload-status.component';
import { chosenFile } from './insert-image/use-image-source.hook';
import { useInsertUpload } from './insert-image/use-insert-upload.hook';
import './insert-image/insert-image.css';

/** The preview waits for a pause in typing: 'h', 'ht', 'htt'… are not images to ask the server for. */
export const COVER_PREVIEW_DELAY_MS = 400;

/** Only what the server accepts as a cover can be previewed: an http(s) URL or a path of this site. */
export function isPreviewableCover(url: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

interface CoverFieldProps {
  id: string;
  url: string;
  alt: string;
  onUrlChange: (value: string) => void;
  onAltChange: (value: string) => void;
  urlError?: string;
  altError?: string;
}

/**
 * The cover image: uploaded here, chosen from the library or given by URL, with its alt text (never
 * guessed from a file name) and a small preview that steps aside when the image does not load.
 */
export function CoverField({ id, url, alt, onUrlChange, onAltChange, urlError, altError }: CoverFieldProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useInsertUpload();
  const settled = useDebouncedValue(url.trim(), COVER_PREVIEW_DELAY_MS);
  const shown = isPreviewableCover(settled) ? settled : '';
  const uploading = upload.progress !== null;

  async function uploadCover(file: File) {
    const problem = uploadProblem(file);
    setRefused(problem);
    if (problem) return;
    const result = await upload.start(chosenFile(file, file.name));
    // Stored even when its details were not recorded (result.warning): the cover can show it.
    if (result) onUrlChange(result.image.url || result.image.publicUrl);
  }

  function pick(image: LibraryImage) {
    onUrlChange(image.url);
    // An alt text someone wrote for this image before; never one made from its name.
    if (!alt.trim() && image.alt_text) onAltChange(image.alt_text);
  }

  return (
    <fieldset className="editor-fieldset cover-field">
      <legend>Cover image</legend>
      <div className="cover-field__sources">
        <Button variant="secondary" onClick={() => fileInput.current?.click()} aria-disabled={uploading || undefined}>
          {uploading ? 'Uploading...' : 'Upload a cover'}
        </Button>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={acceptedTypes('library')}
          hidden
          aria-label="Cover image file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file && !uploading) void uploadCover(file);
          }}
        />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPicking(true)}>
          Choose from library
        </Button>
      </div>
      <UploadStatus progress={upload.progress} error={refused ?? upload.error} warning={null} />
      <EditorField id={`${id}-url`} label="Cover image URL" error={urlError}>
        {(control) => (
          <input
            {...control}
            name="cover_image_url"
            inputMode="url"
            value={url}
            placeholder="https://… or /uploads/…"
            onChange={(event) => onUrlChange(event.target.value)}
          />
        )}
      </EditorField>
      <EditorField id={`${id}-alt`} label="Cover image alt text" hint={url.trim() && !alt.trim() ? ALT_TEXT_REMINDER : undefined} error={altError}>
        {(control) => <input {...control} name="cover_image_alt" value={alt} onChange={(event) => onAltChange(event.target.value)} />}
      </EditorField>
      {shown && failedUrl !== shown && (
        <img className="cover-field__preview" src={shown} alt={alt} onError={() => setFailedUrl(shown)} />
      )}
      {picking && <LibraryPickerDialog title="Choose a cover image" onPick={pick} onClose={() => setPicking(false)} />}
    </fieldset>
  );
}
