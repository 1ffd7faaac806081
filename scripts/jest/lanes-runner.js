// The runner of `npm test`'s three projects (backend, frontend, serial), in three lanes, each Jest's
// own runner with workers of its own:
//
// - the parallel files (backend, frontend): two workers side by side, from the start;
// - beside them, one worker from the start, one file at a time: the watches (`*.watch-spec.ts`: a
//   process of its own watched at rest for minutes, measuring neither time nor speed), then the
//   serial files marked `// jest lane: beside the parallel files` (crash and start-up tests:
//   processes and PostgreSQL clusters of their own started, killed and restarted, waited for without
//   a time bound, on free ports and folders of their own);
// - the other serial files (`*.serial-spec.ts`: elapsed times and CPU bounds, a database taken away,
//   changes seen by other replicas within a bound): two files at a time, once the parallel files are
//   done, so that no CPU-bound file competes with them for the machine's two cores. (One at a time,
//   they kept the cores 33 % busy for 85 s.)
//
// Jest runs the files of one runner as a group after the other; one runner for the three projects
// is what lets a watch run beside the parallel files instead of waiting for them.
import { readFileSync } from 'node:fs';
import TestRunner from 'jest-runner';

const WATCH = /\.watch-spec\.[jt]s$/;
const SERIAL = /\.serial-spec\.[jt]s$/;
const BESIDE_MARK = /^\/\/ jest lane: beside the parallel files$/m;
/** A watch, or a serial file that says it may run beside the parallel files. */
const runsBeside = (test) => WATCH.test(test.path) || (SERIAL.test(test.path) && BESIDE_MARK.test(readFileSync(test.path, 'utf8')));

/** The time, and the machine's busy and idle CPU ticks (Linux's /proc/stat; none elsewhere). */
function lap() {
  let ticks;
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    ticks = { busy: fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7], idle: fields[3] + fields[4] };
  } catch {
    ticks = undefined;
  }
  return { at: Date.now(), ticks };
}

/** How long a lane took, and how busy the cores were meanwhile: room for more workers, or none. */
function between(from, to) {
  const seconds = `${Math.round((to.at - from.at) / 1000)} s`;
  if (!from.ticks || !to.ticks) return seconds;
  const busy = to.ticks.busy - from.ticks.busy;
  const all = busy + to.ticks.idle - from.ticks.idle;
  return all > 0 ? `${seconds}, cores ${Math.round((100 * busy) / all)} % busy` : seconds;
}

export default class LanesRunner {
  supportsEventEmitters = true;
  isSerial = false;

  constructor(globalConfig, context) {
    const oneWorker = { ...globalConfig, maxWorkers: 1 };
    this.parallel = new TestRunner(globalConfig, context);
    this.beside = new TestRunner(oneWorker, context);
    // Two serial files at a time: each waits far more than it computes (a third of a core on average),
    // so two together leave each the core its timings need; beside the parallel files none would.
    this.serial = new TestRunner({ ...globalConfig, maxWorkers: 2 }, context);
  }

  on(eventName, listener) {
    const unsubscribes = [this.parallel, this.beside, this.serial].map((runner) => runner.on(eventName, listener));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  async runTests(tests, watcher, options) {
    // Serial files and watches always in a worker, never inside Jest's own process.
    const inWorkers = { ...options, serial: false };
    const beside = tests.filter(runsBeside);
    const serial = tests.filter((test) => SERIAL.test(test.path) && !runsBeside(test));
    const parallel = tests.filter((test) => !WATCH.test(test.path) && !SERIAL.test(test.path));
    const serialAfterParallel = async () => {
      const started = lap();
      if (parallel.length) await this.parallel.runTests(parallel, watcher, options);
      const parallelDone = lap();
      if (serial.length && !watcher.isInterrupted()) await this.serial.runTests(serial, watcher, inWorkers);
      if (parallel.length && serial.length) {
        process.stderr.write(`lanes: parallel files ${between(started, parallelDone)}; serial files ${between(parallelDone, lap())}\n`);
      }
    };
    const besideParallel = async () => {
      const started = lap();
      await this.beside.runTests(beside, watcher, inWorkers);
      if (parallel.length) process.stderr.write(`lanes: beside the parallel files ${between(started, lap())}\n`);
    };
    await Promise.all([serialAfterParallel(), beside.length ? besideParallel() : undefined]);
  }
}
