import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { NAVIGATION_DATA_ID, seedNavigation } from '../../api/navigation-data';
import type { Navigation } from '../../api/navigation.api';
import { adminServer, jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { AppRoutes } from '../router';
import { makeStore } from '../store';

const SAVED: Navigation = {
  primary: [
    { label: 'Writing', url: '/blog' },
    { label: 'Code', url: 'https://code.example.org/ada' },
  ],
  footer: [
    { label: 'Write to me', url: 'mailto:ada@example.org' },
    { label: 'Stories', url: '/stories' },
  ],
};

const links = (name: 'Main' | 'Footer') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current'), link.getAttribute('rel')]);

/** The app as main.tsx starts it on a page the server sent with these links. */
function renderServedPage(path: string, navigation: unknown) {
  const block = navigation === undefined ? '' : `<script id="${NAVIGATION_DATA_ID}" type="application/json">${JSON.stringify(navigation)}</script>`;
  const page = new DOMParser().parseFromString(`<html><head>${block}</head></html>`, 'text/html');
  const store = makeStore();
  seedNavigation(store.dispatch, page);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

const navigationCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === '/api/navigation');

describe('the site navigation', () => {
  it("draws the page's links in the header and footer on the first render, without asking the server", async () => {
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('offline')));
    renderServedPage('/blog/a-walk', SAVED);

    expect(links('Main')).toEqual([
      ['Writing', '/blog', 'page', null],
      ['Code', 'https://code.example.org/ada', null, 'noopener'],
    ]);
    expect(links('Footer')).toEqual([
      ['Write to me', 'mailto:ada@example.org', null, 'noopener'],
      ['Stories', '/stories', null, null],
    ]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(navigationCalls(fetchMock)).toEqual([]);
  });

  it('asks the server when the page carries no links (or unreadable ones), showing the spec\'s meanwhile', async () => {
    for (const carried of [undefined, { primary: 'Home' }]) {
      let answer: (response: Response) => void = () => undefined;
      const fetchMock = mockFetch((request) =>
        new URL(request.url).pathname === '/api/navigation' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.reject(new TypeError('offline')),
      );
      const { unmount } = renderServedPage('/stories', carried);
      expect(links('Main').map(([label]) => label)).toEqual(['Home', 'Stories', 'Blog']);
      await waitFor(() => expect(navigationCalls(fetchMock)).toHaveLength(1));
      answer(jsonResponse(SAVED));
      await waitFor(() => expect(links('Footer').map(([label]) => label)).toEqual(['Write to me', 'Stories']));
      expect(links('Main').map(([label]) => label)).toEqual(['Writing', 'Code']);
      unmount();
    }
  });

  it("keeps the spec's links when the server cannot say", async () => {
    mockFetch(() => jsonResponse({ statusCode: 503, message: 'The database is unavailable right now; please try again shortly' }, 503));
    renderApp('/', undefined, { navigation: null });
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(links('Main')).toEqual([
      ['Home', '/', 'page', null],
      ['Stories', '/stories', null, null],
      ['Blog', '/blog', null, null],
    ]);
  });

  it('adds Dashboard after the saved links for the admin', async () => {
    signIn();
    mockFetch(adminServer());
    renderApp('/', undefined, { navigation: SAVED });
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(links('Main').map(([label]) => label)).toEqual(['Writing', 'Code', 'Dashboard']);
  });
});
