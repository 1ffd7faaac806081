import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/** Frontend unit tests: React + RTK Query + react-router in jsdom, ESM through ts-jest. */
export default {
  displayName: 'frontend',
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig }],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/test/setup-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
};
