import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** Browser tests: the built server in a child process, driven through Debian's Chromium. */
export default {
  displayName: 'browser',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // Each file starts a server, a PostgreSQL and a Chromium: one at a time, in a worker process.
  runner: fileURLToPath(new URL('../../scripts/jest/one-at-a-time-runner.js', import.meta.url)),
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
