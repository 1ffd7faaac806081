import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** Browser tests: the built server in a child process, driven through Debian's Chromium. */
export default {
  displayName: 'browser',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
