import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CsvDownload } from '../../components/csv-download.component';
import { ListState } from '../../components/list-state.component';
import { Panel } from '../../components/panel.component';
import { StatsList } from '../../components/stats-list.component';
import { paths } from '../../config/paths';
import { statsCsvUrl, type Stats, useStatsQuery } from './api';
import { ViewsChart } from './views-chart.component';
import './stats.css';

/** The most read posts and the sites that sent readers, each with its views. */
function TopList({ label, rows, empty }: { label: string; rows: Array<{ key: string; name: ReactNode; views: number }>; empty: string }) {
  if (rows.length === 0) return <p className="desk-empty">{empty}</p>;
  return (
    <ol className="stats-top" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className="stats-top__name">{row.name}</span>
          <span className="stats-top__views">{`${row.views} ${row.views === 1 ? 'view' : 'views'}`}</span>
        </li>
      ))}
    </ol>
  );
}

function StatsFigures({ stats }: { stats: Stats }) {
  const posts = stats.top_posts.map((post) => ({
    key: post.post_id,
    name: <Link to={post.type === 'page' ? paths.page.href(post.slug) : paths.blogPost.href(post.slug)}>{post.title.trim() || 'Untitled'}</Link>,
    views: post.views,
  }));
  const referrers = stats.top_referrers.map((referrer) => ({ key: referrer.host, name: referrer.host, views: referrer.views }));
  return (
    <>
      <StatsList
        label="Readers in the last 30 days"
        rows={[
          ['Views', stats.totals.views],
          ['Visitors', stats.totals.visitors],
        ]}
      />
      <ViewsChart days={stats.days} />
      <div className="stats-tops">
        <section aria-label="Top posts">
          <h3 className="stats-tops__title">Top posts</h3>
          <TopList label="Top posts" rows={posts} empty="No post has been read yet." />
        </section>
        <section aria-label="Top referrers">
          <h3 className="stats-tops__title">Top referrers</h3>
          <TopList label="Top referrers" rows={referrers} empty="No other site has sent readers yet." />
        </section>
      </div>
      <div className="stats-exports">
        <CsvDownload url={statsCsvUrl('days')} fallbackName="statistics-days.csv" label="Export days (CSV)" />
        <CsvDownload url={statsCsvUrl('posts')} fallbackName="statistics-posts.csv" label="Export posts (CSV)" />
        <CsvDownload url={statsCsvUrl('referrers')} fallbackName="statistics-referrers.csv" label="Export referrers (CSV)" />
      </div>
    </>
  );
}

/**
 * Views and visitors of the last 30 days on the Overview, counted without cookies (docs/statistics.md):
 * the chart and its table, the top posts and referrers, and the CSV exports.
 */
export function StatsPanel() {
  // A view of now, as the desk is.
  const stats = useStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Panel title="Readers" className="desk-panel stats-panel" intro="Views and visitors of the last 30 days. Counted without cookies; your own visits are left out.">
      {/* One answer, shown through the lists' states (failed with Retry, loading). */}
      <ListState query={{ ...stats, data: stats.data && { items: [stats.data] } }} noun="statistics" empty="" announceLoading>
        {({ items: [figures] }) => <StatsFigures stats={figures!} />}
      </ListState>
    </Panel>
  );
}
