import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPost } from '../api';
import type { PostEmailReport } from './api';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch } from '../../../testing/render-app';
import { renderEditor } from '../post-editor.testing';
import { PostEditorPage } from '../post-editor.page';

function makeReport(overrides: Partial<PostEmailReport> = {}): PostEmailReport {
  return {
    status: 'sent',
    recipients: 3,
    sent: 2,
    failed: 1,
    suppressed: 0,
    started_at: '2026-11-20T09:30:00.000Z',
    finished_at: '2026-11-20T09:31:00.000Z',
    failures: [{ email: 'gone@example.com', answer: '550 5.1.1 No such user' }],
    ...overrides,
  };
}

/**
 * The posts API with the email parts: the subscribers' counts (`confirmed`), and the answers to
 * GET /api/posts/{id}/email, one per call, the last repeating (none: 404, never emailed).
 */
function emailServer(posts: AdminPost[], { confirmed = 12, reports = [] as PostEmailReport[] } = {}) {
  const server = adminPostsServer(posts);
  const reads: string[] = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/subscribers') {
      return jsonResponse({ items: [], total: 0, counts: { pending: 1, confirmed, unsubscribed: 0, suppressed: 0 } });
    }
    if (path.endsWith('/email')) {
      reads.push(path);
      const report = reports.length > 1 ? reports.shift() : reports[0];
      return report ? jsonResponse(report) : jsonResponse({ statusCode: 404, message: 'This post was never emailed', error: 'Not Found' }, 404);
    }
    return server.handler(request);
  });
  return { ...server, reads };
}

const checkbox = () => screen.getByRole('checkbox', { name: 'Also send by email' });

describe('Also send by email', () => {
  it('is off on a new post, says whom it goes to, and is sent with the post', async () => {
    const server = emailServer([]);
    const { user } = renderEditor(PostEditorPage);
    expect(checkbox()).not.toBeChecked();
    await waitFor(() =>
      expect(checkbox()).toHaveAccessibleDescription('The post is emailed once to your 12 confirmed subscribers when it is published or goes live on its schedule.'),
    );
    await user.type(screen.getByLabelText('Title'), 'Tides');
    await user.type(screen.getByLabelText('Content'), 'Low water.');
    await user.click(checkbox());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    expect(server.sent[0]?.body).toMatchObject({ title: 'Tides', status: 'draft', send_email: true });
    expect(checkbox()).toBeChecked();
  });

  it('goes out with a schedule, and says so', async () => {
    const draft = makeAdminPost({ title: 'Later', status: 'draft' });
    const server = emailServer([draft], { confirmed: 1 });
    const { user } = renderEditor(PostEditorPage, `/dashboard/posts/${draft.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    // The heading is there while the post loads; the form comes with it.
    await user.click(await screen.findByRole('checkbox', { name: 'Also send by email' }));
    await user.click(screen.getByRole('button', { name: 'Schedule for later' }));
    await user.type(screen.getByLabelText('Publish on'), '2030-01-02T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(server.sent.at(-1)?.body).toMatchObject({ status: 'scheduled', send_email: true }));
    await waitFor(() => expect(checkbox()).toHaveAccessibleDescription('The post is emailed once to your 1 confirmed subscriber when it goes live on its date.'));
  });

  it('is ticked, disabled and explained once the post has been emailed, and the delivery report shows how it went', async () => {
    const post = makeAdminPost({ title: 'Sent one', status: 'published', send_email: true });
    emailServer([post], { reports: [makeReport({ suppressed: 1, recipients: 4 })] });
    renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    const report = (await screen.findByRole('heading', { level: 2, name: 'Email delivery' })).closest('section') as HTMLElement;
    expect(checkbox()).toBeChecked();
    expect(checkbox()).toBeDisabled();
    expect(checkbox()).toHaveAccessibleDescription(expect.stringMatching(/^This post was emailed to subscribers on Nov 20, 2026, .+\. A post is emailed only once\.$/));

    expect(within(report).getByRole('status')).toHaveTextContent('Sent');
    const facts = Object.fromEntries(
      Array.from(report.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ Recipients: '4', Sent: '2', Failed: '1', Suppressed: '1' });
    expect(facts.Started).toMatch(/^Nov 20, 2026/);
    expect(facts.Finished).toMatch(/^Nov 20, 2026/);
    const failures = within(report).getByRole('heading', { name: 'Failures (1)' }).nextElementSibling as HTMLElement;
    expect(within(failures).getByRole('listitem')).toHaveTextContent('gone@example.com550 5.1.1 No such user');
  });

  it('follows a sending email until it is done', async () => {
    const post = makeAdminPost({ title: 'Going out', status: 'published', send_email: true });
    const server = emailServer([post], {
      reports: [
        makeReport({ status: 'queued', recipients: 3, sent: 0, failed: 0, started_at: null, finished_at: null, failures: [] }),
        makeReport({ status: 'sending', recipients: 3, sent: 1, failed: 0, finished_at: null, failures: [] }),
        makeReport({ status: 'sent', recipients: 3, sent: 3, failed: 0, failures: [] }),
      ],
    });
    renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    const report = (await screen.findByRole('heading', { level: 2, name: 'Email delivery' })).closest('section') as HTMLElement;
    expect(within(report).getByRole('status')).toHaveTextContent('Queued');
    expect(report).toHaveTextContent('0 of 3 done');
    expect(within(report).getByText('Finished').nextElementSibling).toHaveTextContent('Not yet');
    expect(checkbox()).toHaveAccessibleDescription('This post is being emailed to subscribers: see the delivery report below. A post is emailed only once.');
    await waitFor(() => expect(report).toHaveTextContent('1 of 3 done'), { timeout: 4000 });
    expect(within(report).getByRole('progressbar', { name: 'Email delivery progress' })).toHaveAttribute('value', '1');
    await waitFor(() => expect(within(report).getByRole('status')).toHaveTextContent('Sent'), { timeout: 4000 });
    expect(within(report).queryByRole('progressbar')).not.toBeInTheDocument();
    const reads = server.reads.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Done: no more asking.
    expect(server.reads.length).toBe(reads);
  }, 15000);

  it('shows no report for a post never emailed', async () => {
    const post = makeAdminPost({ title: 'Quiet', status: 'published', published_at: '2026-01-01T00:00:00.000Z' });
    emailServer([post]);
    renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    await waitFor(() => expect(checkbox()).toHaveAccessibleDescription(expect.stringContaining('Ticked, saving emails the post to your 12 confirmed subscribers')));
    expect(checkbox()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Email delivery' })).not.toBeInTheDocument();
  });
});
