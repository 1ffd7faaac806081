// Jest's own runner with one worker: files run one after another, each in a worker process that is
// replaced when it grows (workerIdleMemoryLimit), never inside Jest's own process as --runInBand
// would. Jest runs the files of each runner as a group after the other, so these come after the
// parallel projects.
//
// A watch file (`*.watch-spec.ts`) watches a process of its own at rest for minutes and measures
// neither time nor speed: it runs in a second lane beside the others (one watch at a time), rather
// than holding the whole run up while the machine idles.
import TestRunner from 'jest-runner';

const WATCH = /\.watch-spec\.[jt]s$/;

export default class OneAtATimeRunner {
  supportsEventEmitters = true;
  isSerial = false;

  constructor(globalConfig, context) {
    const oneWorker = { ...globalConfig, maxWorkers: 1 };
    this.files = new TestRunner(oneWorker, context);
    this.watches = new TestRunner(oneWorker, context);
  }

  on(eventName, listener) {
    const unsubscribes = [this.files.on(eventName, listener), this.watches.on(eventName, listener)];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  async runTests(tests, watcher, options) {
    const inWorkers = { ...options, serial: false };
    const watches = tests.filter((test) => WATCH.test(test.path));
    const files = tests.filter((test) => !WATCH.test(test.path));
    await Promise.all([
      files.length ? this.files.runTests(files, watcher, inWorkers) : undefined,
      watches.length ? this.watches.runTests(watches, watcher, inWorkers) : undefined,
    ]);
  }
}
