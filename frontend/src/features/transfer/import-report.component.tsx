import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ImportRun } from './api';
import { AdminTable } from '../../components/admin-table.component';
import { StatsList } from '../../components/stats-list.component';
import { paths } from '../../config/paths';
import { ImportNotes } from './import-notes.component';
import { FORMAT_NAMES, OUTCOME_WORDS, samplesText } from './transfer-format';

const COUNTS: ReadonlyArray<readonly [keyof ImportRun['counts'], string]> = [
  ['posts', 'Posts'],
  ['pages', 'Pages'],
  ['tags', 'Tags'],
  ['images', 'Images'],
  ['redirects', 'Redirects'],
];

function PostsTable({ run }: { run: ImportRun }) {
  if (run.posts.length === 0) return null;
  const dry = run.dry_run;
  return (
    <>
      <h4 className="transfer-report__subtitle">{`Posts (${run.posts.length})`}</h4>
      <AdminTable
        className="transfer-table"
        rows={run.posts}
        rowKey={(post) => `${post.slug}-${post.id}`}
        title={{
          header: 'Title',
          // A dry run wrote nothing, so there is no post to open yet.
          cell: (post) => (dry || !post.id ? post.title || post.slug : <Link to={paths.dashboard.editPost.href(post.id)}>{post.title || post.slug}</Link>),
        }}
        columns={[
          { header: 'Slug', cell: (post) => <code>{post.slug}</code> },
          {
            header: dry ? 'What will happen' : 'Outcome',
            cell: (post) => (
              <span className={`transfer-outcome transfer-outcome--${post.outcome}`}>{OUTCOME_WORDS[post.outcome]?.[dry ? 'dry' : 'done'] ?? post.outcome}</span>
            ),
          },
        ]}
      />
    </>
  );
}

/** What a finished run did (or, for a dry run, would do): counts first, then outcomes, problems and warnings by kind, and the posts. */
export function ImportReport({ run }: { run: ImportRun }) {
  const titleId = useId();
  const dry = run.dry_run;
  const outcomes: ReadonlyArray<readonly [string, number]> = dry
    ? [
        ['Will be created', run.created],
        ['Will be updated', run.updated],
        ['Will be skipped', run.skipped],
      ]
    : [
        ['Created', run.created],
        ['Updated', run.updated],
        ['Skipped', run.skipped],
      ];

  return (
    <section className="transfer-report" aria-labelledby={titleId}>
      <h3 id={titleId} className="transfer-report__title">
        {dry ? 'Dry run report' : 'Import report'}
      </h3>
      {run.status === 'failed' ? (
        <p className="notice notice--error">{dry ? 'The dry run failed.' : 'The import failed.'} The problems are listed below.</p>
      ) : (
        dry && <p className="notice">Nothing was changed. This is what Import will do with this file.</p>
      )}
      <p className="transfer-report__format">
        Format: <strong>{run.format ? FORMAT_NAMES[run.format] : 'not recognised'}</strong>
      </p>
      <StatsList label="Found in the file" rows={COUNTS.map(([key, name]) => [name, run.counts[key]] as const)} />
      <StatsList label={dry ? 'What will happen' : 'What happened'} rows={outcomes} />
      {run.samples_removed > 0 && <p className="notice transfer-report__samples">{samplesText(run.samples_removed, dry)}</p>}
      <ImportNotes title="Problems" notes={run.errors} tone="error" />
      <ImportNotes title="Warnings" notes={run.warnings} tone="warning" />
      <PostsTable run={run} />
    </section>
  );
}
