import { api } from '../../api/api-slice';
import type { AppDispatch } from '../../app/store';
import type { SearchResultDto, SearchResultsDto } from '../../api/openapi';

export type SearchResult = SearchResultDto;
export type SearchResults = SearchResultsDto;

export interface SearchArgs {
  q: string;
  page: number;
  limit: number;
}

/** As the server pages /search (backend/src/search/search.dto.ts). */
export const SEARCH_PAGE_SIZE = 10;
/** How many of one query's matches the server lists, best first (backend/src/search/search-query.ts): the pager stops there. */
export const RANKED_MAX = 1000;
/** The longest query GET /api/search takes. */
export const QUERY_MAX_LENGTH = 200;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPosts: build.query<SearchResults, SearchArgs>({
      query: ({ q, page, limit }) => `/api/search?${new URLSearchParams({ q, page: String(page), limit: String(limit) }).toString()}`,
      providesTags: ['Post'],
    }),
  }),
});

export const { useSearchPostsQuery } = searchApi;

/** The server leaves the answer it drew /search from under this id (backend/src/search/search.markup.ts). */
const SEARCH_DATA_ID = 'folio-search-data';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Seeds the cache with the server's answer, under the query it answered: the page's first render shows it, no request. */
export function seedSearchData(dispatch: AppDispatch, doc: Document = document): void {
  const text = doc.getElementById(SEARCH_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRecord(data.args) || !isRecord(data.results) || !Array.isArray(data.results.items)) return;
    const { q, page, limit } = data.args;
    if (typeof q !== 'string' || !Number.isInteger(page) || !Number.isInteger(limit)) return;
    const arg: SearchArgs = { q, page: page as number, limit: limit as number };
    dispatch(searchApi.util.upsertQueryEntries([{ endpointName: 'searchPosts', arg, value: data.results as unknown as SearchResults }]));
  } catch {
    // Not the server's data: the page asks for it.
  }
}
