import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
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

  it('loads as usual when the page has no data or unreadable data', async () => {
    for (const script of ['', `<script id="${INITIAL_DATA_ID}" type="application/json">{not json</script>`]) {
      mockFetch(() => Promise.reject(new TypeError('offline')));
      renderSeeded('/stories/some-story', pageWith(script));
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load story. Please try again later.')).toBeInTheDocument();
      cleanup();
    }
  });
});
