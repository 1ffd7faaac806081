/** Backend unit tests (beside the source) and API tests (backend/test) on a real PostgreSQL. */
export default {
  displayName: 'backend',
  rootDir: '..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/backend/tsconfig.json' }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/backend/test/**/*.e2e-spec.ts'],
  // With the frontend and serial projects: parallel files, then serial ones, a watch beside them all.
  runner: '<rootDir>/scripts/jest/lanes-runner.js',
  // V8's code cache kept across a worker's files: each file would compile NestJS, TypeORM and the app again.
  runtime: '<rootDir>/scripts/jest/code-cache-runtime.cjs',
  globalSetup: '<rootDir>/backend/test/support/global-setup.js',
  globalTeardown: '<rootDir>/backend/test/support/global-teardown.js',
};
