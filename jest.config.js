/**
 * One jest run, four projects: `npm test` selects backend, frontend and serial; `npm run
 * test:browser` selects browser. Files run in two worker processes, each replaced once it holds
 * more than workerIdleMemoryLimit, so that no process grows with the number of files.
 */
export default {
  // Global options: project configs cannot set them. Real databases and a real browser take seconds.
  testTimeout: 90_000,
  maxWorkers: 2,
  workerIdleMemoryLimit: '700MB',
  // The longest files first, on a fresh clone too (Jest alone would go by file size there).
  testSequencer: '<rootDir>/scripts/jest/slowest-first-sequencer.js',
  projects: [
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/frontend/jest.config.js',
    '<rootDir>/backend/jest.serial.config.js',
    '<rootDir>/frontend/e2e/jest.config.js',
  ],
};
