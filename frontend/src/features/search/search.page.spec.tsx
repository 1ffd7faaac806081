import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp } from '../../testing/render-app';
import type { SearchResults } from './api';

const LIGHTHOUSE: SearchResults = {
  total: 1,
  corrected_query: null,
  items: [
    {
      slug: 'keepers',
      url: '/blog/keepers',
      title: 'Lighthouse keepers',
      excerpt: 'Stories',
      snippet: 'an old <mark>lighthouse</mark> &lt;img src=x onerror=alert(1)&gt; &amp; more',
      published_at: '2026-01-05T10:00:00.000Z',
      tags: ['Coast'],
    },
  ],
};

/** A server that answers every search with `results`, and remembers what was asked. */
function searchServer(results: SearchResults) {
  const asked: URLSearchParams[] = [];
  const fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/search') {
      asked.push(url.searchParams);
      return jsonResponse(results);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return { asked, fetchMock };
}

describe('search page', () => {
  it('asks the API for the query of the address and shows each result with its marked snippet, as text', async () => {
    const { asked } = searchServer(LIGHTHOUSE);
    renderApp('/search?q=lighthouse');

    await screen.findByText('Lighthouse keepers');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “lighthouse”.');
    expect(screen.getByRole('link', { name: 'Lighthouse keepers' })).toHaveAttribute('href', '/blog/keepers');
    const snippet = document.querySelector('.search-result__snippet')!;
    expect(snippet.querySelectorAll('mark')).toHaveLength(1);
    expect(snippet.querySelector('mark')).toHaveTextContent('lighthouse');
    expect(snippet.querySelector('img')).toBeNull();
    expect(snippet.textContent).toBe('an old lighthouse <img src=x onerror=alert(1)> & more');
    expect(asked.at(-1)?.get('q')).toBe('lighthouse');
    expect(asked.at(-1)?.get('limit')).toBe('10');
  });

  it('follows the form in the app, and says when nothing matched or what it corrected', async () => {
    const { asked } = searchServer({ ...LIGHTHOUSE, corrected_query: 'lighthouse' });
    const { user, router } = renderApp('/search');
    // Every page's header links here, beside the menu (the page's own header is the section's).
    expect(within(document.querySelector<HTMLElement>('.site-header')!).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    expect(screen.getByRole('status')).toHaveTextContent('Type a few words to search every post.');
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('Search the site'), 'lighthuose');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=lighthuose'));
    expect(await screen.findByText('Showing 1 result for “lighthouse” (nothing matched “lighthuose”).')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('refuses a query over 200 characters without asking', async () => {
    const { asked } = searchServer(LIGHTHOUSE);
    renderApp(`/search?q=${'x'.repeat(201)}`);

    expect(screen.getByRole('alert')).toHaveTextContent('Search with 200 characters or fewer.');
    expect(asked).toHaveLength(0);
  });
});
