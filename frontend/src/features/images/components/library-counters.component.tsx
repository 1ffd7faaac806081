import type { LibraryCounters as Counters } from '../api';

const COUNTERS: Array<[keyof Counters, string]> = [
  ['total_images', 'Total Images'],
  ['uploaded_files', 'Uploaded Files'],
  ['cover_images', 'Cover Images'],
  ['inline_images', 'Inline Images'],
];

/** Spec §2 "Counters", over the whole library whatever the filter. */
export function LibraryCounters({ counters }: { counters: Counters | undefined }) {
  return (
    <section aria-label="Library counters">
      <dl className="library-counters">
        {COUNTERS.map(([key, label]) => (
          <div key={key} className="library-counter">
            <dt>{label}</dt>
            <dd>{counters ? counters[key] : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
