/** One jest run, three projects: `npm test` selects backend + frontend, `npm run test:browser` selects browser. */
export default {
  // A global option: project configs cannot set it. Real databases and a real browser take seconds.
  testTimeout: 90_000,
  // Tests run in a worker that is replaced once it holds more than this after a file. Without it, a
  // machine with two cores runs every file in Jest's own process, whose heap (ESM modules of each
  // file kept) outgrew 4 GB over the ~230 files of `npm test`.
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/frontend/jest.config.js',
    '<rootDir>/frontend/e2e/jest.config.js',
  ],
};
