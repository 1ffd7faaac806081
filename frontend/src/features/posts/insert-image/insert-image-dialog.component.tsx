import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { UploadedImage } from '../../images';
import { Button } from '../../../components/button.component';
import { Dialog } from '../../../components/dialog.component';
import { autoAltText } from './alt-text';
import { AltTextField } from './alt-text-field.component';
import { ImagePreviewSection, type ServerCopy } from './image-preview-section.component';
import { ImageSourceFields } from './image-source-fields.component';
import './insert-image.css';
import { LegacyCompressionNotice } from './legacy-compression-notice.component';
import { imageMarkdown } from './markdown';
import { UploadStatus } from './upload-status.component';
import { useImageSource } from './use-image-source.hook';
import { useInsertUpload } from './use-insert-upload.hook';
import { useLegacyCompression } from './use-legacy-compression.hook';
import { altTextError, canInsert, fileError, sourceError, urlError } from './validation';

export interface InsertImageDialogProps {
  /** The post's title, for the 'Image for "{title}"' alt-text fallback. */
  postTitle: string;
  /** Receives the Markdown to put at the cursor: `![alt](url)`. */
  onInsert: (markdown: string) => void;
  onClose: () => void;
}

/** Spec §2 "Insert Image dialog": a URL or a file, alt text, then `![alt](url)` for the editor. */
export function InsertImageDialog({ postTitle, onInsert, onClose }: InsertImageDialogProps) {
  const titleId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const { url, file, dimensions, chooseFile, changeUrl, replaceFile } = useImageSource();
  const legacy = useLegacyCompression(file, dimensions, replaceFile);
  const upload = useInsertUpload();
  // Empty until the author describes the image: never guessed from the file's name (issue 27).
  const [alt, setAlt] = useState('');
  const closed = useRef(false);
  // Messages come after an edit, not on blur: one appearing on blur moves the page under the
  // pointer between press and release, and the click (Show Preview, Cancel) misses.
  const [touched, setTouched] = useState({ url: false, alt: false });
  const [serverCopy, setServerCopy] = useState<ServerCopy | null>(null);

  const uploading = upload.progress !== null;
  const busy = uploading || legacy.state.kind === 'compressing';
  const errors = {
    url: !file && touched.url ? urlError(url) : null,
    file: file ? fileError(file) : null,
    source: touched.alt ? sourceError(Boolean(file), url) : null,
    alt: touched.alt ? altTextError(alt) : null,
  };
  const complete = canInsert({ file, url, alt });

  const close = useCallback(() => {
    closed.current = true;
    upload.abort();
    onClose();
  }, [onClose, upload]);

  function onUrlChange(value: string) {
    changeUrl(value);
    upload.clearError();
    if (value && fileInputRef.current) fileInputRef.current.value = '';
  }

  function onFile(picked: File) {
    chooseFile(picked);
    upload.clearError();
  }

  function onServerCopy(image: UploadedImage, from: string) {
    const copyUrl = image.url || image.publicUrl;
    setServerCopy({ url: copyUrl, from, stats: image.compressionStats });
    changeUrl(copyUrl);
  }

  function finish(imageUrl: string) {
    closed.current = true;
    onInsert(imageMarkdown(alt, imageUrl));
    onClose();
  }

  async function insert(event: FormEvent) {
    event.preventDefault();
    if (busy || !complete || closed.current) return;
    if (!file) return finish(url);
    // The field that had the focus is disabled while the file goes up: keep the focus on Insert.
    const form = event.currentTarget as HTMLFormElement;
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    const result = await upload.start(file);
    if (!result || closed.current) return;
    const imageUrl = result.image.url || result.image.publicUrl;
    // Stored, but its details were not saved: point at the stored file and let the author decide.
    if (result.warning) return changeUrl(imageUrl);
    finish(imageUrl);
  }

  return (
    <Dialog labelledBy={titleId} onClose={close} className="dialog--insert-image">
      <h2 id={titleId} className="dialog__title">
        Insert Image
      </h2>
      <form
        className="insert-image"
        noValidate
        onSubmit={(event) => {
          // The portal puts this form in <body>, but React bubbles its submit to the editor's form around it.
          event.stopPropagation();
          void insert(event);
        }}
      >
        <ImageSourceFields
          url={url}
          onUrlChange={onUrlChange}
          onUrlBlur={() => setTouched((was) => ({ ...was, url: true }))}
          urlError={errors.url}
          file={file}
          onFile={onFile}
          fileError={errors.file}
          sourceError={errors.source}
          fileInputRef={fileInputRef}
          disabled={busy}
        />
        <LegacyCompressionNotice
          state={legacy.state}
          fileSize={file?.size ?? 0}
          dimensions={dimensions}
          onCompress={() => void legacy.compress()}
          onKeep={legacy.keepOriginal}
        />
        <ImagePreviewSection
          file={file && !errors.file ? file.blob : null}
          url={!file && !urlError(url) ? url.trim() : ''}
          alt={alt}
          serverCopy={serverCopy?.url === url ? serverCopy : null}
          onServerCopy={onServerCopy}
        />
        <AltTextField
          value={alt}
          onChange={(value) => {
            setAlt(value);
            setTouched((was) => ({ ...was, alt: true }));
          }}
          onGenerate={setAlt}
          error={errors.alt}
          suggestion={autoAltText(postTitle)}
          disabled={busy}
        />
        <UploadStatus progress={upload.progress} error={upload.error} warning={upload.warning} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {/* While busy, aria-disabled rather than disabled: the pressed button keeps the focus. */}
          <Button type="submit" disabled={!complete && !busy} aria-disabled={busy || undefined}>
            {uploading ? 'Uploading...' : 'Insert'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
