import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { makeStore } from '../app/store';
import { mockFetch } from '../testing/render-app';
import { makePost } from '../testing/posts-server';
import { INITIAL_DATA_ID, seedInitialData } from './initial-data';

function pageWith(script: string): Document {
  return new DOMParser().parseFromString(`<html><body>${script}</body></html>`, 'text/html');
}

function renderSeeded(path: string, doc: Document) {
  const store = makeStore();
  seedInitialData(store.dispatch, doc);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

describe('server-rendered hand-over', () => {
  it('renders the post from the page on the first render, without asking the server', () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('offline')));
    const post = makePost({ title: 'Rendered on the Server' });
    const json = JSON.stringify({ post }).replace(/</g, '\\u003c');
    renderSeeded(`/blog/${post.slug}`, pageWith(`<script id="${INITIAL_DATA_ID}" type="application/json">${json}</script>`));

    expect(screen.getByRole('heading', { level: 1, name: 'Rendered on the Server' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/blog', { page: 1, limit: 10 }, 'article'],
    ['/blog?page=2', { page: 2, limit: 10 }, 'article'],
    ['/stories?tag=news&q=Tide', { page: 1, limit: 9, q: 'tide', tag: 'news' }, 'article'],
    ['/', { page: 1, limit: 10 }, 'listitem'],
  ])('renders the list of %s from the page on the first render, without asking the server', (path, args, role) => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('offline')));
    const items = ['High Tide', 'Low Tide'].map((title) => {
      const { content: _content, ...summary } = makePost({ title, tags: ['news'] });
      return summary;
    });
    const json = JSON.stringify({ posts: { args, list: { items, total: 12, page: args.page, limit: args.limit } } });
    renderSeeded(path, pageWith(`<script id="${INITIAL_DATA_ID}" type="application/json">${json}</script>`));

    expect(within(screen.getByRole('main')).getAllByRole(role).map((item) => item.textContent)).toEqual([
      expect.stringContaining('High Tide'),
      expect.stringContaining('Low Tide'),
    ]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/blog/gone', 'Story not found'],
    ['/stories/gone', 'Story Not Found'],
  ])('shows the missing post the server answered at %s at once, without asking the server again', (path, heading) => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('offline')));
    renderSeeded(path, pageWith(`<script id="${INITIAL_DATA_ID}" type="application/json">{"notFound":true}</script>`));

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("The story you're looking for doesn't exist.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the list in the page answers another query', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('offline')));
    const json = JSON.stringify({ posts: { args: { page: 2, limit: 10 }, list: { items: [], total: 12, page: 2, limit: 10 } } });
    renderSeeded('/blog', pageWith(`<script id="${INITIAL_DATA_ID}" type="application/json">${json}</script>`));

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load stories. Please try again later.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('loads as usual when the page has no data or unreadable data', async () => {
    const unreadable = ['{not json', '{"post":{"slug":1}}', '{"posts":{"args":{"page":"1","limit":9},"list":{"items":[],"total":0}}}'];
    for (const script of ['', ...unreadable.map((text) => `<script id="${INITIAL_DATA_ID}" type="application/json">${text}</script>`)]) {
      mockFetch(() => Promise.reject(new TypeError('offline')));
      renderSeeded('/stories/some-story', pageWith(script));
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load story. Please try again later.')).toBeInTheDocument();
      cleanup();
    }
  });
});
