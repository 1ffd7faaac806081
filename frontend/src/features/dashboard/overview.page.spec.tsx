import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminPostsApi } from '../posts/api';
import { adminServer, jsonResponse, mockFetch, renderApp, signIn } from '../../testing/render-app';
import { formatSavedTime } from '../../lib/dates';
import type { Desk, DeskPost } from './api';
import type { StatsDto as Stats } from '../../api/openapi';

const post = (id: number, title: string, overrides: Partial<DeskPost> = {}): DeskPost => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  type: 'post',
  updated_at: '2026-11-28T09:30:00.000Z',
  published_at: null,
  ...overrides,
});

/** What a new site answers: nothing written, nobody subscribed, nothing wrong but SITE_URL. */
function emptyDesk(): Desk {
  return {
    drafts: { total: 0, items: [] },
    scheduled: { total: 0, items: [] },
    published: { total: 0, items: [] },
    subscribers: { confirmed: 0, pending: 0, month_start: '2026-11-01T00:00:00.000Z', confirmed_this_month: 0, unsubscribed_this_month: 0, net_this_month: 0 },
    newsletter: null,
    attention: { site_url_set: true, failed_jobs: [], mail_failure: null, backup_failure: null },
  };
}

function fullDesk(): Desk {
  return {
    drafts: {
      total: 7,
      items: [
        post(1, 'Half a thought', { updated_at: '2026-11-29T10:00:00.000Z' }),
        post(2, '', { updated_at: '2026-11-28T10:00:00.000Z' }),
        post(3, 'Old notes', { updated_at: '2026-11-01T10:00:00.000Z' }),
      ],
    },
    scheduled: { total: 1, items: [post(4, 'Coming Monday', { published_at: '2026-11-30T07:00:00.000Z' })] },
    published: {
      total: 2,
      items: [post(5, 'Out today', { published_at: '2026-11-29T08:00:00.000Z' }), post(6, 'About', { type: 'page', published_at: '2026-11-20T08:00:00.000Z' })],
    },
    subscribers: { confirmed: 240, pending: 3, month_start: '2026-11-01T00:00:00.000Z', confirmed_this_month: 12, unsubscribed_this_month: 2, net_this_month: 10 },
    newsletter: {
      post_id: post(5, '').id,
      title: 'Out today',
      slug: 'out-today',
      type: 'post',
      status: 'sending',
      recipients: 240,
      sent: 200,
      failed: 4,
      pending: 35,
      suppressed: 1,
      queued_at: '2026-11-29T08:00:00.000Z',
      finished_at: null,
    },
    attention: {
      site_url_set: false,
      failed_jobs: [
        { queue: 'backup', failed: 1, last_failed_at: '2026-11-29T03:00:00.000Z', last_error: 'No space left on device' },
        { queue: 'import', failed: 2, last_failed_at: '2026-11-28T12:00:00.000Z', last_error: 'The archive ends too early' },
      ],
      mail_failure: { at: '2026-11-29T08:05:00.000Z', error: '535 Authentication failed' },
      backup_failure: { at: '2026-11-29T03:00:00.000Z', error: 'No space left on device' },
    },
  };
}

/** The last 30 days of a site nobody has read yet, or with a few views on the last two days. */
function quietStats(views: Array<[number, number]> = []): Stats {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 31 + index)).toISOString().slice(0, 10);
    const [dayViews, visitors] = views[index - 28] ?? [0, 0];
    return { day, views: dayViews, visitors };
  });
  const totals = days.reduce((sum, day) => ({ views: sum.views + day.views, visitors: sum.visitors + day.visitors }), { views: 0, visitors: 0 });
  return { from: days[0]!.day, to: days[29]!.day, days, totals, top_posts: [], top_referrers: [], dropped: 0 };
}

/** The desk call over a mutable answer ('fail': 500, 401: the token refused); everything else is the admin server. */
function deskServer(initial: Desk | 'fail' | 401) {
  const state: { desk: typeof initial; calls: number; stats: Stats | 'fail' } = { desk: initial, calls: 0, stats: quietStats() };
  const admin = adminServer();
  const handler = (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/desk') {
      state.calls += 1;
      if (state.desk === 'fail') return jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
      if (state.desk === 401) return jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401);
      return jsonResponse(state.desk);
    }
    if (url.pathname.startsWith('/api/posts/') && request.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/stats') return state.stats === 'fail' ? jsonResponse({ statusCode: 503, message: 'The database is unreachable' }, 503) : jsonResponse(state.stats);
    return admin(request);
  };
  return { handler, state };
}

async function openOverview(desk: Desk | 'fail' | 401, stats?: Stats | 'fail') {
  signIn();
  const server = deskServer(desk);
  if (stats) server.state.stats = stats;
  mockFetch(server.handler);
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  return { ...view, server };
}

const panel = (name: string) => screen.getByRole('region', { name });
const linkIn = (region: string, name: string) => within(panel(region)).getByRole('link', { name });
const lines = (region: string) => within(panel(region)).getAllByRole('listitem').map((item) => item.textContent);

describe("the Overview: a writer's desk", () => {
  it('greets a new author with empty states that say what to do', async () => {
    await openOverview(emptyDesk());

    expect(await within(await screen.findByRole('region', { name: 'Drafts' })).findByText('No drafts yet.')).toBeInTheDocument();
    expect(linkIn('Drafts', 'Write a post')).toHaveAttribute('href', '/dashboard/posts/new');
    expect(panel('Scheduled')).toHaveTextContent('Nothing scheduled.');
    expect(panel('Recently published')).toHaveTextContent('Nothing published yet.');
    expect(panel('Subscribers')).toHaveTextContent('No subscribers yet.');
    expect(linkIn('Subscribers', 'Manage subscribers')).toHaveAttribute('href', '/dashboard/subscribers');
    expect(panel('Last newsletter')).toHaveTextContent('No post has been emailed yet. Tick “Also send by email”');
    expect(panel('Needs attention')).toHaveTextContent('Nothing needs your attention');
    expect(within(panel('Needs attention')).queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Data Inspector' })).not.toBeInTheDocument();
    expect(screen.queryByText('Database Healthy')).not.toBeInTheDocument();
    expect(document.title).toBe('Overview - Folio');
  });

  it('lists drafts to continue, what is scheduled and what went out, each linked to its editor or its page', async () => {
    await openOverview(fullDesk());
    await screen.findByRole('region', { name: 'Drafts' });

    expect(lines('Drafts')).toEqual([
      `Half a thoughtEdited ${formatSavedTime('2026-11-29T10:00:00.000Z')}`,
      `UntitledEdited ${formatSavedTime('2026-11-28T10:00:00.000Z')}`,
      `Old notesEdited ${formatSavedTime('2026-11-01T10:00:00.000Z')}`,
    ]);
    expect(linkIn('Drafts', 'Half a thought')).toHaveAttribute('href', `/dashboard/posts/${post(1, '').id}/edit`);
    expect(linkIn('Drafts', 'All 7 drafts')).toHaveAttribute('href', '/dashboard/posts?status=draft');
    expect(within(panel('Drafts')).queryByText('No drafts yet.')).not.toBeInTheDocument();

    expect(lines('Scheduled')).toEqual([`Coming MondayGoes live ${formatSavedTime('2026-11-30T07:00:00.000Z')}`]);
    expect(linkIn('Scheduled', 'Coming Monday')).toHaveAttribute('href', `/dashboard/posts/${post(4, '').id}/edit`);
    expect(within(panel('Scheduled')).queryByRole('link', { name: /^All / })).not.toBeInTheDocument();

    expect(linkIn('Recently published', 'Out today')).toHaveAttribute('href', '/blog/out-today');
    expect(linkIn('Recently published', 'About')).toHaveAttribute('href', '/about');
    expect(linkIn('Recently published', 'Edit Out today')).toHaveAttribute('href', `/dashboard/posts/${post(5, '').id}/edit`);
    expect(lines('Recently published')[1]).toContain(`Page published ${formatSavedTime('2026-11-20T08:00:00.000Z')}`);
  });

  it("counts subscribers with this month's net change, and shows the last newsletter's delivery", async () => {
    await openOverview(fullDesk());
    const subscribers = await screen.findByRole('region', { name: 'Subscribers' });
    const figure = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

    expect(figure(subscribers, 'Confirmed')).toBe('240');
    expect(figure(subscribers, 'Pending confirmation')).toBe('3');
    expect(figure(subscribers, 'Net change this month')).toBe('+10');
    expect(subscribers).toHaveTextContent('Since November 1, 2026 (UTC): 12 readers confirmed, 2 unsubscribed.');

    const newsletter = panel('Last newsletter');
    expect(within(newsletter).getByRole('link', { name: 'Out today' })).toHaveAttribute('href', '/blog/out-today');
    expect(newsletter).toHaveTextContent('Sending');
    expect(newsletter).toHaveTextContent(`Queued ${formatSavedTime('2026-11-29T08:00:00.000Z')}`);
    expect(figure(newsletter, 'Sent')).toBe('200');
    expect(figure(newsletter, 'Failed')).toBe('4');
    expect(figure(newsletter, 'Pending')).toBe('35');
    expect(newsletter).toHaveTextContent('1 reader skipped');
    expect(within(newsletter).getByRole('link', { name: 'Delivery report of Out today' })).toHaveAttribute('href', `/dashboard/posts/${post(5, '').id}/edit`);
  });

  it('says a negative month as such', async () => {
    const desk = emptyDesk();
    desk.subscribers = { ...desk.subscribers, confirmed: 5, confirmed_this_month: 1, unsubscribed_this_month: 4, net_this_month: -3 };
    await openOverview(desk);
    const subscribers = await screen.findByRole('region', { name: 'Subscribers' });
    expect(within(subscribers).getByText('Net change this month').nextElementSibling).toHaveTextContent('−3');
    expect(subscribers).toHaveTextContent('1 reader confirmed, 4 unsubscribed.');
  });

  it('lists what needs attention, each with where it is fixed, and the backup failure once', async () => {
    await openOverview(fullDesk());
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const items = within(attention).getAllByRole('listitem');

    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Email is not going out.',
      'The last backup failed',
      '2 failed import jobs',
      'SITE_URL is not set.',
    ]);
    expect(items[0]).toHaveTextContent('535 Authentication failed');
    expect(within(items[0]).getByRole('link', { name: 'Check the email settings' })).toHaveAttribute('href', '/dashboard/settings');
    expect(items[1]).toHaveTextContent('No space left on device');
    expect(within(items[1]).getByRole('link', { name: 'Open backups' })).toHaveAttribute('href', '/dashboard/import-export');
    expect(items[2]).toHaveTextContent('The archive ends too early');
    expect(within(items[2]).getByRole('link', { name: 'See the import jobs' })).toHaveAttribute('href', '/dashboard/import-export');
    expect(items[3]).toHaveTextContent('Set SITE_URL to the address readers use');
    expect(within(items[3]).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'Could not load overview stats.' when the desk cannot be loaded, and Retry loads it", async () => {
    const { server, user } = await openOverview('fail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load overview stats.');
    server.state.desk = emptyDesk();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No drafts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the admin to /admin when the server rejects the token', async () => {
    const { router } = await openOverview(401);
    expect(await screen.findByText('Please sign in with your admin token.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('asks again after a post is deleted', async () => {
    const { store, server } = await openOverview(fullDesk());
    await screen.findByRole('region', { name: 'Drafts' });
    const before = server.state.calls;
    server.state.desk = { ...fullDesk(), drafts: { total: 0, items: [] } };

    await store.dispatch(adminPostsApi.endpoints.deletePost.initiate(post(1, '').id));

    expect(await screen.findByText('No drafts yet.')).toBeInTheDocument();
    await waitFor(() => expect(server.state.calls).toBe(before + 1));
  });

  it('shows readers of the last 30 days: a chart with its table behind it, top posts and referrers', async () => {
    const stats = {
      ...quietStats([
        [12, 5],
        [7, 4],
      ]),
      top_posts: [{ post_id: post(5, '').id, title: 'Out today', slug: 'out-today', type: 'post' as const, views: 15 }],
      top_referrers: [{ host: 'news.example.org', views: 3 }],
    };
    await openOverview(emptyDesk(), stats);
    const readers = await screen.findByRole('region', { name: 'Readers' });
    await within(readers).findByRole('table', { name: 'Views and visitors per day' });

    expect(within(readers).getByLabelText('Readers in the last 30 days')).toHaveTextContent('Views19Visitors9');
    const chart = within(readers).getByRole('img');
    expect(chart).toHaveAccessibleName('Views and visitors per day, Oct 31, 2026 to Nov 29, 2026: 19 views in all.');
    expect(chart.querySelectorAll('rect.views-chart__bar')).toHaveLength(30);
    const rows = within(within(readers).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toHaveLength(31);
    expect(rows.slice(-2)).toEqual(['Nov 28, 2026125', 'Nov 29, 202674']);
    expect(within(readers).getByRole('list', { name: 'Top posts' })).toHaveTextContent('Out today15 views');
    expect(within(readers).getByRole('link', { name: 'Out today' })).toHaveAttribute('href', '/blog/out-today');
    expect(within(readers).getByRole('list', { name: 'Top referrers' })).toHaveTextContent('news.example.org3 views');
    expect(within(readers).getByRole('button', { name: 'Export posts (CSV)' })).toBeInTheDocument();
  });

  it('says when the statistics cannot be loaded, and Retry loads them', async () => {
    const { server, user } = await openOverview(emptyDesk(), 'fail');
    const readers = await screen.findByRole('region', { name: 'Readers' });
    expect(await within(readers).findByRole('alert')).toHaveTextContent(/^Could not load the statistics: .*The database is unreachable/);
    server.state.stats = quietStats();
    await user.click(within(readers).getByRole('button', { name: 'Retry' }));
    expect(await within(readers).findByRole('table', { name: 'Views and visitors per day' })).toBeInTheDocument();
    expect(within(readers).queryByRole('alert')).not.toBeInTheDocument();
  });
});
