import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a screen that loads a lazy
// chunk (the dashboard's) in jsdom takes longer than that on a loaded 2-core machine running both
// projects at once. It changes how long a failing test takes to fail, not what passes.
configure({ asyncUtilTimeout: 5_000 });

// Unit tests never reach a network: a test that needs the API mocks fetch itself.
const unmockedFetch = (() => Promise.reject(new TypeError('fetch is not mocked in this test'))) as typeof fetch;

beforeEach(() => {
  globalThis.fetch = unmockedFetch;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.title = '';
});
