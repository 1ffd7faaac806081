import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** Browser tests: the built server in a child process, driven through Debian's Chromium. */
export default {
  displayName: 'browser',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // Each file starts servers and drives pages: three at a time (`npm run test:browser`), in worker
  // processes; they wait on servers and the browser more than they compute. The run shares
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
