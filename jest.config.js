/** One jest run, three projects: `npm test` selects backend + frontend, `npm run test:browser` selects browser. */
export default {
  projects: [
    '<rootDir>/backend/jest.config.js',
    '<rootDir>/frontend/jest.config.js',
    '<rootDir>/frontend/e2e/jest.config.js',
  ],
};
