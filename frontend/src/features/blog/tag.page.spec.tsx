import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp } from '../../testing/render-app';
import { makePost, postsServer } from '../../testing/posts-server';

const formats = makePost({ title: 'Formats of posts', tags: ['Post Formats', 'Travel'] });
const greek = makePost({ title: 'Second level', tags: ['Επίπεδο 2'] });
const trips = Array.from({ length: 11 }, (_, n) => makePost({ title: `Trip ${n + 1}`, tags: ['Travel'] }));

describe('tag page', () => {
  it("opens from a card's tag: the tag's posts under its name, its feed, and the tag in the title", async () => {
    mockFetch(postsServer([formats, greek, ...trips]));
    const { user, router } = renderApp('/blog');

    const card = await screen.findByRole('article', { name: 'Formats of posts' });
    const tag = within(card).getByRole('link', { name: 'Post Formats' });
    expect(tag).toHaveAttribute('href', '/tag/post-formats');
    await user.click(tag);

    expect(await screen.findByRole('heading', { level: 1, name: 'Post Formats' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tag/post-formats');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Formats of posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/tag/post-formats/rss.xml');
    expect(screen.getByText(/Every post tagged “Post Formats”, newest first\./)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Post Formats - Folio'));
  });

  it('pages as the blog does, ten posts a page', async () => {
    mockFetch(postsServer([formats, ...trips]));
    const { user, router } = renderApp('/tag/travel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Travel' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/tag/travel?page=2');
    await user.click(next);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // The pager says the page asked for at once; the grid shows the last page's posts (busy) until this one's arrive.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('reads a non-Latin tag from its percent-encoded address', async () => {
    mockFetch(postsServer([formats, greek]));
    renderApp(`/tag/${encodeURIComponent('επίπεδο-2')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Επίπεδο 2' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Second level' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Formats of posts' })).not.toBeInTheDocument();
  });

  it("says 'Page Not Found' for a tag no post carries", async () => {
    mockFetch(postsServer([formats]));
    renderApp('/tag/no-such-tag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found - Folio'));
  });
});
