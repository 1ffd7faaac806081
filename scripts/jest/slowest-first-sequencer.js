// Jest's own order (a file that failed last time first, then the longest first), with one change:
// where Jest has no timing of a file of its own (a fresh clone, as on CI, where it would go by file
// size), the file's time in a full run below stands in. So the long files start first and the end of
// the run is the short ones, rather than a long file started last on one worker while the other idles.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Seconds each file took in a full `.ci/run` on a fresh clone (2026-11-29, after issue 27's tests, a 2-core machine): the
 * files of 9 s and more. A file missing here is ordered by size after them; a wrong figure costs time, never a result.
 */
const KNOWN_SECONDS = {
  'backend/test/app-heap.watch-spec.ts': 178,
  'backend/test/fuzz/api-fuzz.e2e-spec.ts': 148,
  'frontend/e2e/takeover.e2e.ts': 76,
  'frontend/e2e/writer-workflow.e2e.ts': 68,
  'frontend/e2e/admin-keyboard.e2e.ts': 67,
  'backend/test/image-compression.e2e-spec.ts': 59,
  'backend/test/deploy/crash-consistency.serial-spec.ts': 55,
  'frontend/e2e/admin-dashboard.e2e.ts': 46,
  'frontend/e2e/admin-insert-image.e2e.ts': 45,
  'frontend/e2e/admin-posts.e2e.ts': 44,
  'frontend/e2e/email.e2e.ts': 42,
  'frontend/e2e/admin-access.e2e.ts': 34,
  'frontend/e2e/rich-posts.e2e.ts': 32,
  'frontend/e2e/reading.e2e.ts': 30,
  'frontend/e2e/first-tap.e2e.ts': 29,
  'backend/test/database-outage.serial-spec.ts': 27,
  'frontend/e2e/navigation.e2e.ts': 26,
  'frontend/e2e/import-export.e2e.ts': 26,
  'frontend/e2e/image-library.e2e.ts': 25,
  'backend/test/images-upload.e2e-spec.ts': 25,
  'backend/test/image-variants.e2e-spec.ts': 24,
  'frontend/e2e/editor-preview.e2e.ts': 23,
  'backend/test/transfer/import-crash.serial-spec.ts': 23,
  'frontend/e2e/revisions.e2e.ts': 22,
  'frontend/e2e/accessibility.e2e.ts': 22,
  'backend/test/compress-url.e2e-spec.ts': 22,
  'frontend/e2e/smoke.e2e.ts': 21,
  'frontend/e2e/sample-stories.e2e.ts': 20,
  'frontend/e2e/embeds.e2e.ts': 20,
  'frontend/e2e/admin-production.e2e.ts': 20,
  'frontend/e2e/server-rendering.e2e.ts': 19,
  'frontend/e2e/posts-bulk.e2e.ts': 18,
  'frontend/e2e/admin-post-conflict.e2e.ts': 18,
  'backend/test/transfer/import-integrity.e2e-spec.ts': 17,
  'backend/test/transfer/import-formats.e2e-spec.ts': 17,
  'backend/test/process.serial-spec.ts': 17,
  'backend/test/transfer/import-wordpress-theme.e2e-spec.ts': 16,
  'backend/test/transfer/export-round-trip.e2e-spec.ts': 16,
  'backend/test/scheduling.serial-spec.ts': 16,
  'frontend/e2e/galleries.e2e.ts': 15,
  'backend/test/hardening/image-burst.e2e-spec.ts': 15,
  'frontend/e2e/site-identity.e2e.ts': 14,
  'backend/test/jobs.serial-spec.ts': 14,
  'backend/test/http-hardening.e2e-spec.ts': 13,
  'backend/test/hardening/refused-bodies.serial-spec.ts': 12,
  'backend/test/root-start.serial-spec.ts': 11,
  'backend/test/transfer/import-samples.e2e-spec.ts': 10,
  'backend/test/revisions.e2e-spec.ts': 9,
  'backend/test/newsletters/crash.serial-spec.ts': 9,
  'backend/test/embedded-database.e2e-spec.ts': 9,
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
