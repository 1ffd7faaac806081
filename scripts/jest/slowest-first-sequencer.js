// Jest's own order (a file that failed last time first, then the longest first), with one change:
// where Jest has no timing of a file of its own (a fresh clone, as on CI, where it would go by file
// size), the file's time in a full run below stands in. So the long files start first and the end of
// the run is the short ones, rather than a long file started last on one worker while the other idles.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Seconds each file took in a full `.ci/run` (2026-11-29, a 2-core machine): the files of 19 s and
 * more. A file missing here is ordered by size after them; a wrong figure costs time, never a result.
 */
const KNOWN_SECONDS = {
  'backend/test/app-heap.watch-spec.ts': 175,
  'backend/test/fuzz/api-fuzz.e2e-spec.ts': 92,
  'frontend/e2e/takeover.e2e.ts': 57,
  'frontend/e2e/writer-workflow.e2e.ts': 55,
  'backend/test/image-compression.e2e-spec.ts': 52,
  'frontend/e2e/admin-keyboard.e2e.ts': 45,
  'frontend/e2e/admin-posts.e2e.ts': 34,
  'backend/test/database-outage.serial-spec.ts': 31,
  'frontend/e2e/email.e2e.ts': 29,
  'frontend/e2e/admin-dashboard.e2e.ts': 28,
  'backend/test/images-upload.e2e-spec.ts': 28,
  'frontend/e2e/admin-insert-image.e2e.ts': 27,
  'frontend/e2e/admin-access.e2e.ts': 26,
  'backend/test/image-variants.e2e-spec.ts': 25,
  'backend/test/transfer/import-crash.serial-spec.ts': 25,
  'frontend/e2e/reading.e2e.ts': 24,
  'frontend/e2e/rich-posts.e2e.ts': 24,
  'backend/test/compress-url.e2e-spec.ts': 22,
  'backend/test/process.serial-spec.ts': 19,
};

export default class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    for (const test of tests) {
      const known = KNOWN_SECONDS[path.relative(repoRoot, test.path)];
      test.duration = this.time(test) ?? (known === undefined ? undefined : known * 1000);
    }
    return tests.sort((a, b) => {
      if (this.hasFailed(a) !== this.hasFailed(b)) return this.hasFailed(a) ? -1 : 1;
      if ((a.duration === undefined) !== (b.duration === undefined)) return a.duration === undefined ? 1 : -1;
      if (a.duration !== undefined && b.duration !== undefined) return b.duration - a.duration;
      return size(b) - size(a);
    });
  }
}
