import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LONG_PRESS_MS } from '../../hooks/use-long-press.hook';
import { jsonResponse, mockFetch, renderApp } from '../../testing/render-app';

/** Public content answers empty; nothing else is asked for on these pages. */
function emptySite(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === '/api/posts') return jsonResponse({ items: [], total: 0, page: 1, limit: 9 });
  return jsonResponse({ statusCode: 404, message: `Cannot GET ${path}` }, 404);
}

function brand() {
  return screen.getByRole('link', { name: 'Folio' });
}

describe('brand press and hold', () => {
  // The modal is a lazy chunk: loaded up front, a modal opened too early shows at once, so "no dialog yet" means something.
  beforeAll(async () => {
    await import('../../features/admin/token-modal.component');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockFetch(emptySite);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(path: string) {
    const view = renderApp(path);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    return { ...view, user };
  }

  it.each([
    ['mouse', 'MouseLeft'],
    ['touch', 'TouchA'],
  ])('opens the token modal after 1.5 s with %s, without following the link', async (_kind, key) => {
    const { user, router } = setup('/somewhere');
    await user.pointer({ keys: `[${key}>]`, target: brand() });

    await act(async () => jest.advanceTimersByTime(LONG_PRESS_MS - 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('dialog', { name: 'Enter Admin Token' })).toBeInTheDocument();

    await user.pointer({ keys: `[/${key}]`, target: brand() });
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(await screen.findByRole('dialog', { name: 'Enter Admin Token' })).toBeInTheDocument();
  });

  it('treats a press released before 1.5 s as a click home', async () => {
    const { user, router } = setup('/somewhere');
    await user.pointer({ keys: '[MouseLeft>]', target: brand() });
    await act(async () => jest.advanceTimersByTime(LONG_PRESS_MS - 200));
    await user.pointer({ keys: '[/MouseLeft]', target: brand() });
    await act(async () => jest.advanceTimersByTime(LONG_PRESS_MS));

    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives up the hold when the finger moves away (a scroll)', async () => {
    const { user } = setup('/somewhere');
    await user.pointer([
      { keys: '[TouchA>]', target: brand(), coords: { clientX: 10, clientY: 10 } },
      { pointerName: 'TouchA', target: brand(), coords: { clientX: 10, clientY: 60 } },
    ]);
    await act(async () => jest.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a short click go home after a hold opened and closed the modal', async () => {
    const { user, router } = setup('/somewhere');
    await user.pointer({ keys: '[MouseLeft>]', target: brand() });
    await act(async () => jest.advanceTimersByTime(LONG_PRESS_MS));
    await user.pointer({ keys: '[/MouseLeft]', target: brand() });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await user.click(brand());
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('brand click', () => {
  it('goes home', async () => {
    mockFetch(emptySite);
    const { user, router } = renderApp('/somewhere');
    await user.click(brand());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
