import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp } from '../../testing/render-app';
import { listQueries, makePost, postsServer } from '../../testing/posts-server';

function stories(count: number, tags: string[] = []) {
  return Array.from({ length: count }, (_, index) => makePost({ title: `Story ${index + 1}`, tags }));
}

function shownTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

function tagLink(name: string) {
  return within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('link', { name });
}

describe('stories browser', () => {
  it('shows nine stories a page from the server, with Previous / Next and Page X of Y', async () => {
    mockFetch(postsServer(stories(11)));
    const { user, router } = renderApp('/stories');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual(['Story 10', 'Story 11']));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('hides the pager when everything fits on one page', async () => {
    mockFetch(postsServer(stories(9)));
    renderApp('/stories');

    await waitFor(() => expect(shownTitles()).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('asks the server for q, tag, page and a limit of 9', async () => {
    const fetchMock = mockFetch(postsServer(stories(3, ['news'])));
    renderApp('/stories?q=Story&tag=news&page=1');

    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    const query = listQueries(fetchMock).at(-1);
    expect(query?.get('q')).toBe('story');
    expect(query?.get('tag')).toBe('news');
    expect(query?.get('limit')).toBe('9');
    expect(query?.get('page')).toBe('1');
  });

  it('filters by a tag link, and a click on the active tag clears it', async () => {
    mockFetch(postsServer([makePost({ title: 'Garden', tags: ['community'] }), makePost({ title: 'Feed', tags: ['news'] })]));
    const { user, router } = renderApp('/stories');
    await waitFor(() => expect(shownTitles()).toEqual(['Garden', 'Feed']));

    await user.click(tagLink('community'));
    await waitFor(() => expect(shownTitles()).toEqual(['Garden']));
    expect(tagLink('community')).toHaveAttribute('aria-current', 'true');
    expect(tagLink('news')).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?tag=community');

    await user.click(tagLink('community'));
    await waitFor(() => expect(shownTitles()).toEqual(['Garden', 'Feed']));
    expect(tagLink('community')).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('');
  });

  it("offers 'Clear filter' while a tag is active", async () => {
    mockFetch(postsServer([makePost({ title: 'Feed', tags: ['news'] }), makePost({ title: 'Walks' })]));
    const { user } = renderApp('/stories?tag=news');

    await waitFor(() => expect(shownTitles()).toEqual(['Feed']));
    await user.click(screen.getByRole('link', { name: 'Clear filter' }));

    await waitFor(() => expect(shownTitles()).toEqual(['Feed', 'Walks']));
    expect(screen.queryByRole('link', { name: 'Clear filter' })).not.toBeInTheDocument();
    expect(tagLink('personal')).toHaveFocus();
  });

  it('starts again from page 1 when a search is submitted, keeping the tag', async () => {
    const walks = Array.from({ length: 12 }, (_, index) => makePost({ title: `Walk ${index + 1}`, tags: ['insight'] }));
    mockFetch(postsServer([...walks, ...stories(8, ['insight'])]));
    const { user, router } = renderApp('/stories?tag=insight&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), '  Walk ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()[0]).toBe('Walk 1'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('Walk');
    expect(params.get('tag')).toBe('insight');
    expect(params.has('page')).toBe(false);
  });

  it('links the next page with the search and the tag, in the order the server writes them', async () => {
    const walks = Array.from({ length: 12 }, (_, index) => makePost({ title: `Walk ${index + 1}`, tags: ['news'] }));
    mockFetch(postsServer(walks));
    renderApp('/stories?tag=news&q=Walk');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/stories?q=Walk&tag=news&page=2');
  });

  it("shows 'No stories found' with 'Clear all filters' when nothing matches", async () => {
    mockFetch(postsServer(stories(2)));
    const { user, router } = renderApp('/stories?q=volcano&tag=news');

    expect(await screen.findByRole('heading', { name: 'No stories found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));

    await waitFor(() => expect(shownTitles()).toEqual(['Story 1', 'Story 2']));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toHaveValue('');
  });

  it('moves a page past the end back to the last page', async () => {
    mockFetch(postsServer(stories(11)));
    const { router } = renderApp('/stories?page=7');

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the list failure of spec section 8', async () => {
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'boom', error: 'Internal Server Error' }, 500));
    renderApp('/stories');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load stories. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('story detail', () => {
  it('shows the story with its date in en-US long month', async () => {
    mockFetch(postsServer([makePost({ title: 'Harbour Lights', tags: ['personal'], published_at: '2026-11-23T18:00:00Z' })]));
    renderApp('/stories/harbour-lights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByText('November 23, 2026')).toBeInTheDocument();
    expect(screen.getByText('The text of Harbour Lights.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'personal' })).toHaveAttribute('href', '/tag/personal');
    await waitFor(() => expect(document.title).toBe('Harbour Lights - Folio'));
  });

  it("says 'Story Not Found' for an unknown slug", async () => {
    mockFetch(postsServer([]));
    renderApp('/stories/nothing-here');

    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The story you're looking for doesn't exist.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Story Not Found - Folio'));
  });
});
