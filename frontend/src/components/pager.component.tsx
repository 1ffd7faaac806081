import { Button } from './button.component';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next, shown only when there is more than one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label="Pagination">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="pager__status" aria-live="polite">{`Page ${page} of ${pageCount}`}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
