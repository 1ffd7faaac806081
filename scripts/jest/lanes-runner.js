// The runner of `npm test`'s three projects (backend, frontend, serial), in three lanes, each Jest's
// own runner with workers of its own:
//
// - the parallel files (backend, frontend): two workers side by side, from the start;
// - the watches (`*.watch-spec.ts`: a process of its own watched at rest for minutes, measuring
//   neither time nor speed): one worker, also from the start, one watch at a time;
// - the serial files (`*.serial-spec.ts`: servers and PostgreSQL clusters of their own, killed
//   processes, elapsed times): one worker, one file at a time, once the parallel files are done, so
//   that no parallel file competes with them for the machine's two cores.
//
// Jest runs the files of one runner as a group after the other; one runner for the three projects
// is what lets a watch run beside the parallel files instead of waiting for them.
import TestRunner from 'jest-runner';

const WATCH = /\.watch-spec\.[jt]s$/;
const SERIAL = /\.serial-spec\.[jt]s$/;

export default class LanesRunner {
  supportsEventEmitters = true;
  isSerial = false;

  constructor(globalConfig, context) {
    const oneWorker = { ...globalConfig, maxWorkers: 1 };
    this.parallel = new TestRunner(globalConfig, context);
    this.watches = new TestRunner(oneWorker, context);
    this.serial = new TestRunner(oneWorker, context);
  }

  on(eventName, listener) {
    const unsubscribes = [this.parallel, this.watches, this.serial].map((runner) => runner.on(eventName, listener));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  async runTests(tests, watcher, options) {
    // Serial files and watches always in a worker, never inside Jest's own process.
    const inWorkers = { ...options, serial: false };
    const watches = tests.filter((test) => WATCH.test(test.path));
    const serial = tests.filter((test) => SERIAL.test(test.path));
    const parallel = tests.filter((test) => !WATCH.test(test.path) && !SERIAL.test(test.path));
    const serialAfterParallel = async () => {
      if (parallel.length) await this.parallel.runTests(parallel, watcher, options);
      if (serial.length && !watcher.isInterrupted()) await this.serial.runTests(serial, watcher, inWorkers);
    };
    await Promise.all([serialAfterParallel(), watches.length ? this.watches.runTests(watches, watcher, inWorkers) : undefined]);
  }
}
