import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signIn } from '../../../testing/render-app';
import { settingsServer, type SettingsServerState } from './settings-server';

/** Signs in, renders /dashboard/settings over a settings server and waits for the screen. */
export async function openSettings(initial: Partial<SettingsServerState> = {}) {
  signIn();
  const server = settingsServer(initial);
  const fetchMock = mockFetch(server.handler);
  // The links the server would put in the page: the same as its API answers.
  const view = renderApp('/dashboard/settings', undefined, { navigation: server.state.navigation });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { ...view, server, fetchMock };
}

/**
 * From here on timers are fake (the notices' 3 s and 5 s); the returned user advances them.
 * The page is opened first with real ones, so that loading it does not depend on them.
 */
export function fakeClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}
