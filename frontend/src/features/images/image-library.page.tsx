import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button.component';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useLibraryImagesQuery, type LibraryFilter, type LibraryImage } from './api';
import { CompressionPanel } from './components/compression-panel.component';
import { ImageDetailsDialog } from './components/image-details-dialog.component';
import { LibraryCounters } from './components/library-counters.component';
import { LibraryFilters } from './components/library-filters.component';
import { LibraryResults } from './components/library-results.component';
import { ReconcileBanner, ReconcilePanel } from './components/reconcile-panel.component';
import { UploadDialog } from './components/upload-dialog.component';
import { useDebouncedValue } from '../../hooks/use-debounced-value.hook';
import { isUnseenProblem, useLibraryUploads } from './hooks/use-library-uploads.hook';
import './images.css';

const LIBRARY_PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;

/** Spec §2 "Image Library screen": uploads, reconciliation, compression, and the browsable grid. */
export function ImageLibraryPage() {
  usePageTitle('Image Library');
  const uploads = useLibraryUploads();
  const [text, setText] = useState('');
  const [source, setSource] = useState<LibraryFilter | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<LibraryImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const library = useLibraryImagesQuery({ source: source || undefined, q: query || undefined, page, limit: LIBRARY_PAGE_SIZE });
  const { data } = library;

  // Deleting the last image of the last page leaves that page empty: step back to one that is not.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.ceil(data.total / data.limit));
  }, [data, page]);

  // A deleted image's card is about to leave the grid: focus the heading rather than lose it.
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  // The dialog shows the row as the server last sent it (a revert gives it a new URL).
  const current = selected ? (data?.items.find((image) => image.id === selected.id) ?? selected) : null;

  // Failures and warnings that came after the dialog closed: shown here until it opens again.
  const unseen = uploads.dialogOpen ? [] : uploads.items.filter(isUnseenProblem);

  return (
    <section className="page image-library" aria-labelledby="page-title">
      <header className="toolbar screen-header">
        <h1 id="page-title" ref={headingRef} tabIndex={-1}>
          Image Library
        </h1>
        {/* aria-disabled, not disabled: the focus comes back here when the dialog closes mid-upload. */}
        <Button onClick={() => !uploads.uploading && uploads.openDialog()} aria-disabled={uploads.uploading} aria-haspopup="dialog">
          {uploads.uploading ? 'Uploading...' : 'Upload Images'}
        </Button>
      </header>
      {unseen.length > 0 && (
        <div className="notice notice--error library-upload-problems" role="alert">
          <ul>
            {unseen.map((item) => (
              <li key={item.key}>
                {item.file.name}: {item.message ?? item.warning}
              </li>
            ))}
          </ul>
          <p>Open Upload Images to see the files.</p>
        </div>
      )}
      <ReconcileBanner />
      <div className="library-tools">
        <ReconcilePanel />
        <CompressionPanel />
      </div>
      <LibraryCounters counters={data?.counters} />
      <LibraryFilters
        text={text}
        source={source}
        onText={(value) => {
          setText(value);
          setPage(1);
        }}
        onSource={(value) => {
          setSource(value);
          setPage(1);
        }}
      />
      <LibraryResults
        data={data}
        isLoading={library.isLoading}
        isFetching={library.isFetching}
        error={library.error}
        source={source}
        query={query}
        onRetry={() => void library.refetch()}
        onPage={setPage}
        onOpen={(image) => {
          setAnnouncement('');
          setSelected(image);
        }}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {uploads.dialogOpen && (
        <UploadDialog
          items={uploads.items}
          notice={uploads.notice}
          uploading={uploads.uploading}
          onAdd={uploads.add}
          onRemove={uploads.remove}
          onUpload={() => void uploads.start()}
          onClose={uploads.closeDialog}
        />
      )}
      {current && (
        <ImageDetailsDialog
          image={current}
          onClose={() => setSelected(null)}
          onDeleted={() => {
            setSelected(null);
            setAnnouncement('Image deleted.');
            setFocusHeading(true);
          }}
        />
      )}
    </section>
  );
}
