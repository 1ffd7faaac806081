import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { DEFAULT_NAVIGATION, navigationApi, type Navigation } from '../api/navigation.api';
import { routes } from '../app/router';
import { type AppStore, makeStore } from '../app/store';
import { ADMIN_TOKEN_KEY } from '../lib/admin-token';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Replaces global fetch for one test; RTK Query's base query calls it with a Request. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** A server where the admin health check answers ok when the given token is sent. */
export function adminServer(validToken = 'secret-token'): FetchHandler {
  return (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/health') {
      return request.headers.get('Authorization') === `Bearer ${validToken}`
        ? jsonResponse({ ok: true })
        : jsonResponse({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }, 401);
    }
    return jsonResponse({ statusCode: 404, message: `Cannot GET ${path}`, error: 'Not Found' }, 404);
  };
}

export function signIn(token = 'secret-token') {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** Where the app is, as last rendered: tests read `router.state.location`. */
export interface RouterProbe {
  state: { location: Location };
}

function Routes({ table, probe }: { table: RouteObject[]; probe: RouterProbe }) {
  probe.state.location = useLocation();
  return useRoutes(table);
}

export interface RenderAppOptions {
  /**
   * The site's links as the page would carry them (every page the server sends does): the spec's by
   * default; null for a page without them, where the app asks GET /api/navigation.
   */
  navigation?: Navigation | null;
  /** A store made beforehand (what the app did before its first render, e.g. main.tsx's prefetch); a fresh one by default. */
  store?: AppStore;
}

/** Renders the real route table (or the given one) at `path` with a fresh store. */
export function renderApp(path = '/', routeTable: RouteObject[] = routes, { navigation = DEFAULT_NAVIGATION, store = makeStore() }: RenderAppOptions = {}) {
  if (navigation) store.dispatch(navigationApi.util.upsertQueryEntries([{ endpointName: 'navigation', arg: undefined, value: navigation }]));
  const router: RouterProbe = { state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } } };
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes table={routeTable} probe={router} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, router, user };
}
