import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { UploadedImage } from '../../../api/image-upload';
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
  const [alt, setAlt] = useState('');
  const [touched, setTouched] = useState({ url: false, alt: false });
  const [serverCopy, setServerCopy] = useState<ServerCopy | null>(null);

  const busy = upload.progress !== null || legacy.state.kind === 'compressing';
  const errors = {
    url: !file && touched.url ? urlError(url) : null,
    file: file ? fileError(file) : null,
    source: touched.url || touched.alt ? sourceError(Boolean(file), url) : null,
    alt: touched.alt ? altTextError(alt) : null,
  };
  const ready = canInsert({ file, url, alt }) && !busy;

  const onUrlChange = useCallback(
    (value: string) => {
      changeUrl(value);
      upload.clearError();
      if (value && fileInputRef.current) fileInputRef.current.value = '';
    },
    [changeUrl, upload],
  );

  function onFile(picked: File) {
    chooseFile(picked);
    upload.clearError();
  }

  function onServerCopy(image: UploadedImage, from: string) {
    const copyUrl = image.url || image.publicUrl;
    setServerCopy({ url: copyUrl, from, stats: image.compressionStats });
    changeUrl(copyUrl);
  }

  async function insert(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (!file) {
      onInsert(imageMarkdown(alt, url));
      onClose();
      return;
    }
    const uploaded = await upload.start(file);
    if (!uploaded) return;
    onInsert(imageMarkdown(alt, uploaded.url || uploaded.publicUrl));
    onClose();
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="dialog--insert-image">
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
        {file && (
          <LegacyCompressionNotice
            state={legacy.state}
            fileSize={file.size}
            dimensions={dimensions}
            onCompress={() => void legacy.compress()}
            onKeep={legacy.keepOriginal}
          />
        )}
        <ImagePreviewSection
          file={file && !errors.file ? file.blob : null}
          url={!file && !urlError(url) ? url.trim() : ''}
          alt={alt}
          serverCopy={serverCopy?.url === url ? serverCopy : null}
          onServerCopy={onServerCopy}
        />
        <AltTextField
          value={alt}
          onChange={setAlt}
          onBlur={() => setTouched((was) => ({ ...was, alt: true }))}
          error={errors.alt}
          suggestion={autoAltText({ fileName: file?.name, url, title: postTitle })}
          disabled={busy}
        />
        <UploadStatus progress={upload.progress} error={upload.error} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready}>
            {upload.progress !== null ? 'Uploading...' : 'Insert'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
