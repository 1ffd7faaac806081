import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** Browser tests: the built server in a child process, driven through Debian's Chromium. */
export default {
  displayName: 'browser',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // Each file starts servers and drives pages: two at a time, in worker processes. The run shares
  // one Chromium and one PostgreSQL (a database per server), started by the global setup.
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
