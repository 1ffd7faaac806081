import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
const katexVersion = createRequire(import.meta.url)('katex/package.json').version;

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
  // What the build defines (vite.config.ts), so that components linking KaTeX's stylesheet do so here too.
  globals: { __FOLIO_KATEX_STYLESHEET__: `/assets/katex-${katexVersion}/katex.min.css` },
  setupFiles: ['<rootDir>/test/setup-globals.ts'],
  // One runner for npm test's three projects, as the backend's (its lanes are described in the file).
  runner: fileURLToPath(new URL('../scripts/jest/lanes-runner.js', import.meta.url)),
  // V8's code cache kept across a worker's files: each file would compile React, RTK and the app again.
  runtime: fileURLToPath(new URL('../scripts/jest/code-cache-runtime.cjs', import.meta.url)),
  setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
};
