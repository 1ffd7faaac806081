// Jest's own runner with one worker: files run one after another, each in a worker process that is
// replaced when it grows (workerIdleMemoryLimit), never inside Jest's own process as --runInBand
// would. Jest runs the files of each runner as a group after the other, so these come after the
// parallel projects.
import TestRunner from 'jest-runner';

export default class OneAtATimeRunner extends TestRunner {
  constructor(globalConfig, context) {
    super({ ...globalConfig, maxWorkers: 1 }, context);
  }

  runTests(tests, watcher, options) {
    return super.runTests(tests, watcher, { ...options, serial: false });
  }
}
