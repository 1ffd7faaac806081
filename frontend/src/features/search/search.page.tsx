import { type FormEvent, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/message-screen.component';
import { PageLoader } from '../../components/page-loader.component';
import { Pager } from '../../components/pager.component';
import { TagList } from '../../components/tag-list.component';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title.hook';
import { useSiteIdentity } from '../../hooks/use-site-identity.hook';
import { formatLongDate } from '../../lib/dates';
import { pageCount } from '../../lib/paging';
import { QUERY_MAX_LENGTH, RANKED_MAX, SEARCH_PAGE_SIZE, type SearchResult, type SearchResults, useSearchPostsQuery } from './api';
import { Snippet } from './snippet.component';

/** The server's page numbers (backend/src/search/search-page.service.ts): anything else is page 1. */
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

const plural = (count: number) => (count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`);

/** One text node each, as the server writes them: two would not hydrate onto one. */
function statusText(q: string, results: SearchResults): string {
  const { total, corrected_query: corrected } = results;
  if (total === 0) return `Nothing found for “${q}”.`;
  return corrected ? `Showing ${plural(total)} for “${corrected}” (nothing matched “${q}”).` : `${plural(total)} for “${q}”.`;
}

function Result({ result, timeZone }: { result: SearchResult; timeZone?: string }) {
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <Link to={result.url}>{result.title}</Link>
      </h2>
      {result.published_at && (
        <p className="post-meta">
          <time dateTime={result.published_at}>{formatLongDate(result.published_at, timeZone)}</time>
        </p>
      )}
      {result.snippet && <Snippet html={result.snippet} />}
      <TagList tags={result.tags} />
    </li>
  );
}

/**
 * `/search?q=`: the markup the server draws for it (backend/src/search/search.markup.ts), taken over
 * from the answer the server left in the page. The form is a GET to /search, followed in the app.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const tooLong = q.length > QUERY_MAX_LENGTH;
  const { time_zone } = useSiteIdentity();
  usePageTitle(q && !tooLong ? `Search: ${q}` : 'Search');
  const { data, isError, isFetching } = useSearchPostsQuery({ q, page, limit: SEARCH_PAGE_SIZE }, { skip: !q || tooLong });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(paths.search.href(typed));
  };

  let results;
  if (tooLong) {
    results = (
      <p className="search-page__status" role="alert">
        {`Search with ${QUERY_MAX_LENGTH} characters or fewer.`}
      </p>
    );
  } else if (!q) {
    results = (
      <p className="search-page__status" role="status">
        Type a few words to search every post.
      </p>
    );
  } else if (isError) {
    results = <LoadError level={2} message="Search failed. Please try again later." />;
  } else if (!data) {
    results = <PageLoader />;
  } else {
    results = (
      <>
        <p className="search-page__status" role="status">
          {statusText(q, data)}
        </p>
        {data.items.length > 0 && (
          <ol className="search-results" aria-busy={isFetching || undefined}>
            {data.items.map((result) => (
              <Result key={result.url} result={result} timeZone={time_zone} />
            ))}
          </ol>
        )}
        <Pager
          page={page}
          pageCount={pageCount(Math.min(data.total, RANKED_MAX), SEARCH_PAGE_SIZE)}
          hrefFor={(to) => paths.search.href(q, to)}
          onFollow={() => headingRef.current?.focus()}
        />
      </>
    );
  }

  return (
    <section className="listing search-page" aria-labelledby="search-title">
      <header className="page-header">
        <h1 id="search-title" ref={headingRef} tabIndex={-1}>
          Search
        </h1>
      </header>
      <form role="search" className="search-form" method="get" action={paths.search.path} onSubmit={submit}>
        <label htmlFor="site-search" className="visually-hidden">
          Search the site
        </label>
        <input key={q} id="site-search" className="input" type="search" name="q" maxLength={QUERY_MAX_LENGTH} defaultValue={q} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {results}
    </section>
  );
}
