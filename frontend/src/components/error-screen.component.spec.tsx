import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderApp } from '../testing/render-app';
import { ErrorScreen } from './error-screen.component';
import { RouteErrorBoundary } from './route-error-boundary.component';

function Broken(): never {
  throw new Error('boom');
}

const table: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  {
    path: '/broken',
    element: (
      <RouteErrorBoundary fallback={<ErrorScreen />}>
        <Broken />
      </RouteErrorBoundary>
    ),
  },
];

describe('generic error screen', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    // React and the router report the thrown error; the test expects it.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("shows 'Something went wrong' with Go Home and Refresh Page when a route throws", async () => {
    const { user } = renderApp('/broken', table);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('titles the page', async () => {
    renderApp('/broken', table);
    await waitFor(() => expect(document.title).toBe('Something went wrong - Folio'));
  });
});
