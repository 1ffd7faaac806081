import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

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
