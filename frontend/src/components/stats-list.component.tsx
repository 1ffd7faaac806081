import type { ReactNode } from 'react';

/** Figures, label above value, in as many columns as fit (an import's counts, the image library's tools); styles in admin.css. */
export function StatsList({ rows, label }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]>; label?: string }) {
  return (
    <dl className="stats-list" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
