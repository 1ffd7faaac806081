import backend from './jest.config.js';

/**
 * The backend files that start servers or PostgreSQL of their own, kill processes, or measure time
 * (`*.serial-spec.ts`): one at a time, in a worker of their own, after the parallel files, so that
 * no other file competes with them for the machine's two cores. A watch (`*.watch-spec.ts`: a
 * process of its own watched at rest for minutes, no time measured) runs from the start, beside the
 * parallel files, one at a time, and after it the crash and start-up tests that say `// jest lane: beside the
 * parallel files` (no time bound, ports and folders of their own). The lanes are the backend's
 * runner's (scripts/jest/lanes-runner.js).
 */
export default {
  ...backend,
  displayName: 'serial',
  testMatch: ['<rootDir>/backend/**/*.serial-spec.ts', '<rootDir>/backend/**/*.watch-spec.ts'],
};
