import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button.component';
import { Dialog } from '../../../components/dialog.component';
import { ListSearch } from '../../../components/list-search.component';
import { useListSearch } from '../../../hooks/use-list-search.hook';
import { useLibraryImagesQuery, type LibraryImage } from '../api';
import { LibraryResults } from './library-results.component';
import '../images.css';

/** Twelve cards: four rows of three in the dialog's width. */
export const PICKER_PAGE_SIZE = 12;

/** Where an arrow key, Home or End moves from card `index` of `cards` laid out in a grid; null for other keys. */
function targetCard(key: string, index: number, cards: HTMLElement[]): number | null {
  const columns = Math.max(1, cards.filter((card) => card.offsetTop === cards[0]?.offsetTop).length);
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + columns, ArrowUp: index - columns };
  if (key === 'Home') return 0;
  if (key === 'End') return cards.length - 1;
  const next = moves[key];
  return next === undefined ? null : Math.min(cards.length - 1, Math.max(0, next));
}

interface LibraryPickerDialogProps {
  title: string;
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
}

/** The image library as a picker: search, pages, and the arrow keys between the images; choosing one closes it. */
export function LibraryPickerDialog({ title, onPick, onClose }: LibraryPickerDialogProps) {
  const titleId = useId();
  const search = useListSearch();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useLibraryImagesQuery({ q: search.q || undefined, page, limit: PICKER_PAGE_SIZE });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cards = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('.library-card'));
    const index = cards.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = targetCard(event.key, index, cards);
    if (next === null) return;
    event.preventDefault();
    cards[next]?.focus();
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="dialog--library-picker">
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <ListSearch label="Search images" search={search} onType={() => setPage(1)} className="library-picker__search" />
      <div className="library-picker__results" onKeyDown={onKeyDown}>
        <LibraryResults
          data={data}
          isLoading={isLoading}
          isFetching={isFetching}
          error={error}
          source=""
          query={search.q}
          onRetry={() => void refetch()}
          onPage={setPage}
          onOpen={(image) => {
            onPick(image);
            onClose();
          }}
          picking
        />
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
