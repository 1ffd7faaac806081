import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { useAdminStatus } from './use-admin-status.hook';

function StatusProbe() {
  return <output>{JSON.stringify(useAdminStatus())}</output>;
}

const table: RouteObject[] = [{ path: '/', element: <StatusProbe /> }];

async function statusAfterCheck() {
  const output = await screen.findByText((text) => text.includes('not-admin') || text.includes('"admin"'));
  return JSON.parse(output.textContent ?? '{}') as Record<string, unknown>;
}

describe('admin state (spec §4)', () => {
  it('is not admin without a token, and asks the server nothing', () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderApp('/', table);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      state: 'not-admin',
      auth: false,
      notFound: false,
      network: false,
      notConfigured: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is loading while the admin health check runs, then admin when it answers ok', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/', table);

    expect(screen.getByRole('status')).toHaveTextContent('{"state":"loading"}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('{"state":"loading"}');
    answer(jsonResponse({ ok: true }));
    expect(await statusAfterCheck()).toEqual({ state: 'admin' });
  });

  it('keeps the auth flag on a 401 and clears the stored token', async () => {
    signIn('stale');
    mockFetch(() => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401));
    renderApp('/', table);

    expect(await statusAfterCheck()).toMatchObject({ state: 'not-admin', auth: true, notFound: false, network: false });
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('keeps the not-found flag and message when the admin API is missing', async () => {
    signIn();
    mockFetch(() => jsonResponse({ statusCode: 404, message: 'Cannot GET /api/admin/health' }, 404));
    renderApp('/', table);

    expect(await statusAfterCheck()).toEqual({
      state: 'not-admin',
      auth: false,
      notFound: true,
      network: false,
      notConfigured: false,
      message: 'Admin API not found. Server may be on an older build—please redeploy or restart the server.',
    });
    expect(window.localStorage.getItem('adminToken')).toBe('secret-token');
  });

  it("says when the server has no admin token configured (HTTP 500 with that message)", async () => {
    signIn();
    mockFetch(() => jsonResponse({ statusCode: 500, message: 'Admin token not configured on server' }, 500));
    renderApp('/', table);

    expect(await statusAfterCheck()).toMatchObject({ state: 'not-admin', auth: false, notConfigured: true });
  });

  it('keeps the network flag when the server cannot be reached', async () => {
    signIn();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/', table);

    expect(await statusAfterCheck()).toMatchObject({ state: 'not-admin', auth: false, notFound: false, network: true });
  });
});
