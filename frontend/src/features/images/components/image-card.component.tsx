import { formatShortDate } from '../../../lib/dates';
import { formatFileSize } from '../../../lib/file-size';
import type { LibraryImage } from '../api';
import { imageTitle, SOURCE_BADGES } from '../library-format';
import { ImageThumbnail } from './image-thumbnail.component';

/**
 * One image of the grid: a button (mouse, touch and keyboard) that opens its details. Its name is
 * its text ('Harbour at Dawn Nov 23, 2026, 150 KB Cover'): the spaces and the hidden comma keep
 * browsers from running the pieces together. CSS sets the badges over the picture.
 */
export function ImageCard({ image, onOpen, picking = false }: { image: LibraryImage; onOpen: (image: LibraryImage) => void; picking?: boolean }) {
  const badge = SOURCE_BADGES[image.source] ?? image.source;
  const date = formatShortDate(image.created_at);
  const size = formatFileSize(image.file_size_bytes);
  const external = image.path === null;
  return (
    // In a picker (the editor's cover) the card chooses the image rather than opening its details.
    <button type="button" className="library-card" onClick={() => onOpen(image)} aria-haspopup={picking ? undefined : 'dialog'}>
      <ImageThumbnail src={image.url} alt="" className="library-card__thumb" />
      <span className="library-card__body">
        <span className="library-card__title">{imageTitle(image)}</span>{' '}
        <span className="library-card__meta">
          <time dateTime={image.created_at}>{date}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span>{size}</span>
        </span>
      </span>{' '}
      <span className="library-card__badges">
        <span className={`library-badge library-badge--${image.source}`}>{badge}</span>
        {external && (
          <>
            {' '}
            <span className="library-badge library-badge--external">External</span>
          </>
        )}
      </span>
    </button>
  );
}
