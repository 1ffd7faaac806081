import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { EditorField } from './editor-field.component';

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

/** Cover image URL and its alt text, with a small preview that steps aside when the image does not load. */
export function CoverField({ id, url, alt, onUrlChange, onAltChange, urlError, altError }: CoverFieldProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const settled = useDebouncedValue(url.trim(), COVER_PREVIEW_DELAY_MS);
  const shown = isPreviewableCover(settled) ? settled : '';
  return (
    <fieldset className="editor-fieldset cover-field">
      <legend>Cover image</legend>
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
      <EditorField id={`${id}-alt`} label="Cover image alt text" error={altError}>
        {(control) => <input {...control} name="cover_image_alt" value={alt} onChange={(event) => onAltChange(event.target.value)} />}
      </EditorField>
      {shown && failedUrl !== shown && (
        <img className="cover-field__preview" src={shown} alt={alt} onError={() => setFailedUrl(shown)} />
      )}
    </fieldset>
  );
}
