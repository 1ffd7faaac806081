import { Button } from '../../../components/button.component';
import { MessageScreen } from '../../../components/message-screen.component';
import { Pager } from '../../../components/pager.component';
import { errorMessage } from '../../../lib/api-error';
import { pageCount } from '../../../lib/paging';
import type { LibraryFilter, LibraryImage, LibraryPage } from '../api';
import { ImageCard } from './image-card.component';
import { LibraryEmpty } from './library-empty.component';

export interface LibraryResultsProps {
  data: LibraryPage | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  source: LibraryFilter | '';
  query: string;
  onRetry: () => void;
  onPage: (page: number) => void;
  onOpen: (image: LibraryImage) => void;
  /** The grid picks an image (LibraryPickerDialog) rather than opening its details. */
  picking?: boolean;
}

/** Spec §4 "Image Library screen": loading, error (retry) or loaded, empty or a grid with pages. */
export function LibraryResults({ data, isLoading, isFetching, error, source, query, onRetry, onPage, onOpen, picking }: LibraryResultsProps) {
  if (isLoading) {
    return (
      <div className="library-loading" role="status">
        <span className="library-spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading images</span>
      </div>
    );
  }
  if (error || !data) {
    return (
      <MessageScreen title="Error Loading Images" message={error ? errorMessage(error) : undefined} level={2} role="alert">
        <Button onClick={onRetry} disabled={isFetching}>
          Try Again
        </Button>
      </MessageScreen>
    );
  }
  if (data.items.length === 0) return <LibraryEmpty source={source} query={query} />;
  return (
    <>
      <ul className="library-grid" aria-label="Images" aria-busy={isFetching}>
        {data.items.map((image) => (
          <li key={image.id}>
            <ImageCard image={image} onOpen={onOpen} picking={picking} />
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageCount={pageCount(data.total, data.limit)} onPage={onPage} />
    </>
  );
}
