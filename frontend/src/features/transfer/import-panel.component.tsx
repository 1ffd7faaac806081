import { useId, useState } from 'react';
import { Button } from '../../components/button.component';
import { DropZone } from '../../components/drop-zone.component';
import { Panel } from '../../components/panel.component';
import { formatFileSize } from '../../lib/file-size';
import { ImportStatus } from './import-status.component';
import { sourceUrlProblem } from './transfer-format';
import { useImportRun } from './use-import-run.hook';

/** What the importers read; the server tells them apart by content, so this only guides the file picker. */
const ACCEPT = '.zip,.json,.xml,application/zip,application/json,application/xml,text/xml';

/**
 * Issue 14 point 7: choose (or drop) an export from another platform, give the old site's address,
 * try it with a dry run, then import it for real; progress and the report come below.
 */
export function ImportPanel() {
  const fileErrorId = useId();
  const sourceId = useId();
  const sourceHintId = useId();
  const sourceErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sourceUrl, setSourceUrl] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const importRun = useImportRun();
  const { busy, phase, run } = importRun;

  function choose(chosen: File | undefined) {
    if (!chosen || busy) return;
    setFile(chosen);
    setFileError(null);
    // A report describes the file it was made from.
    if (phase.kind !== 'idle') importRun.reset();
  }

  function submit(dryRun: boolean) {
    if (busy) return;
    const missing = file ? null : 'Choose a file to import first.';
    const badSource = sourceUrlProblem(sourceUrl);
    setFileError(missing);
    setSourceError(badSource);
    if (!file || badSource) return;
    void importRun.start({ file, dryRun, sourceUrl: sourceUrl.trim() || undefined });
  }

  const uploadingAs = phase.kind === 'uploading' ? phase.dryRun : run?.data?.dry_run;
  return (
    <Panel
      title="Import"
      className="panel--stacked transfer-import"
      intro={
        <>
          Bring posts, pages, tags, images and old links over from Ghost (JSON, or a zip with its images), WordPress (WXR), Substack (export zip), a zip of
          Markdown files (Hugo, Jekyll, Eleventy, Astro) or a Folio export. Importing the same file again creates nothing new.
        </>
      }
    >
      <DropZone
        lead="Drop the export file here, or"
        chooseLabel="Choose file"
        hint={file ? `Chosen: ${file.name} (${formatFileSize(file.size)})` : 'A .json, .xml or .zip file.'}
        accept={ACCEPT}
        disabled={busy}
        onFiles={(files) => choose(files[0])}
        describedBy={fileError ? fileErrorId : undefined}
        invalid={Boolean(fileError)}
      />
      {fileError && (
        <p id={fileErrorId} className="form-error" role="alert">
          {fileError}
        </p>
      )}
      <div className="field transfer-import__source">
        <label htmlFor={sourceId}>Old site address (optional)</label>
        <input
          id={sourceId}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://old-blog.example.com"
          value={sourceUrl}
          disabled={busy}
          aria-invalid={sourceError ? true : undefined}
          aria-describedby={[sourceHintId, sourceError ? sourceErrorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setSourceUrl(event.target.value);
            setSourceError(null);
          }}
        />
        <p id={sourceHintId} className="hint">
          Where the posts were published: images and links such as /wp-content/uploads/… or /content/images/… are fetched from there.
        </p>
        {sourceError && (
          <p id={sourceErrorId} className="form-error" role="alert">
            {sourceError}
          </p>
        )}
      </div>
      <div className="actions transfer-import__actions">
        {/* aria-disabled, not disabled: the pressed button keeps the focus while the run goes on. */}
        <Button variant="secondary" onClick={() => submit(true)} aria-disabled={busy}>
          {busy && uploadingAs === true ? 'Checking...' : 'Dry run'}
        </Button>
        <Button onClick={() => submit(false)} aria-disabled={busy}>
          {busy && uploadingAs === false ? 'Importing...' : 'Import'}
        </Button>
        {!busy && phase.kind !== 'idle' && (
          <Button variant="ghost" onClick={importRun.reset}>
            Clear report
          </Button>
        )}
      </div>
      <ImportStatus state={importRun} />
    </Panel>
  );
}
