/** One jest run, three projects: `npm test` selects backend + frontend, `npm run test:browser` selects browser. */
export default {
  // A global option: project configs cannot set it. Real databases and a real browser take seconds.
  testTimeout: 90_000,
  projects: [
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/frontend/jest.config.js',
    '<rootDir>/frontend/e2e/jest.config.js',
  ],
};
