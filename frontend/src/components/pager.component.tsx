import { Link } from 'react-router-dom';
import { Button } from './button.component';

interface PagerBase {
  page: number;
  pageCount: number;
}

/** Paging kept in the component's state (admin tables): buttons. */
interface ButtonPagerProps extends PagerBase {
  onPage: (page: number) => void;
  hrefFor?: never;
  onFollow?: never;
}

/**
 * Paging kept in the URL (readers' lists): links, as the server writes them (backend/src/site/
 * list.markup.ts), so that they work before the app has started and crawlers follow them.
 */
interface LinkPagerProps extends PagerBase {
  hrefFor: (page: number) => string;
  /** Runs after a link is followed (the list moves the focus to its heading). */
  onFollow?: () => void;
  onPage?: never;
}

/** Previous / 'Page X of Y' / Next, shown only when there is more than one page; the end a reader is at is a disabled button. */
export function Pager(props: ButtonPagerProps | LinkPagerProps) {
  const { page, pageCount } = props;
  if (pageCount <= 1) return null;

  function control(target: number, enabled: boolean, label: string, rel: 'prev' | 'next') {
    if (props.hrefFor && enabled) {
      return (
        <Link className="button button--secondary" rel={rel} to={props.hrefFor(target)} onClick={props.onFollow}>
          {label}
        </Link>
      );
    }
    return (
      <Button variant="secondary" disabled={!enabled} onClick={() => props.onPage?.(target)}>
        {label}
      </Button>
    );
  }

  return (
    <nav className="pager" aria-label="Pagination">
      {control(Math.min(page - 1, pageCount), page > 1, 'Previous', 'prev')}
      <span className="pager__status" aria-live="polite">{`Page ${page} of ${pageCount}`}</span>
      {control(page + 1, page < pageCount, 'Next', 'next')}
    </nav>
  );
}
