import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp } from '../../testing/render-app';
import { makePost, postsServer } from '../../testing/posts-server';

describe('home page', () => {
  it('links the three latest posts', async () => {
    const posts = ['Fourth', 'Third', 'Second', 'First'].map((title) => makePost({ title }));
    mockFetch(postsServer(posts));
    renderApp('/');

    const latest = await screen.findByRole('region', { name: 'Latest posts' });
    const links = within(latest).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Fourth', '/blog/fourth'],
      ['Third', '/blog/third'],
      ['Second', '/blog/second'],
      ['All posts', '/blog'],
    ]);
  });

  it('still welcomes the reader when the posts cannot be loaded', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = renderApp('/');

    // Once the request has failed, not before: while loading the section is absent anyway.
    await waitFor(() => expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toContain('rejected'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Folio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('region', { name: 'Latest posts' })).not.toBeInTheDocument();
  });
});
