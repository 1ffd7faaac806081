import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPost } from '../api';
import { adminPostsServer, makeAdminPost } from '../../../testing/posts-server';
import { jsonResponse, mockFetch, type FetchHandler } from '../../../testing/render-app';
import { PostEditorPage } from '../post-editor.page';
import { renderEditor } from '../post-editor.testing';

// Next year's 6 May at 9:30 in this machine's time zone, as the picker and as the API write it.
const YEAR = new Date().getFullYear() + 1;
const PICKED = `${YEAR}-05-06T09:30`;
const PICKED_UTC = new Date(YEAR, 4, 6, 9, 30).toISOString();
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
// ICU writes a narrow no-break space before AM/PM: \s matches it.
const SCHEDULED_TEXT = new RegExp(`^Scheduled for \\w+day, May 6, ${YEAR} at 9:30\\sAM \\(${TIME_ZONE.replace('/', '\\/')}\\)$`);

async function openPost(overrides: Partial<AdminPost>, wrap?: (handler: FetchHandler) => FetchHandler) {
  const post = makeAdminPost({ title: 'Tides', content_text: 'Our text.', ...overrides });
  const server = adminPostsServer([post]);
  mockFetch(wrap ? wrap(server.handler) : server.handler);
  const view = renderEditor(PostEditorPage, `/dashboard/posts/${post.id}/edit`);
  expect(await screen.findByDisplayValue('Tides')).toBeInTheDocument();
  return { ...view, post, server };
}

const pickDate = (value: string) => fireEvent.change(screen.getByLabelText('Publish on'), { target: { value } });

describe('publishing in the editor', () => {
  it("schedules a draft at a time of the author's time zone, sent in UTC, then says when it goes live", async () => {
    const { user, server, post } = await openPost({ status: 'draft', published_at: null });
    const toggle = screen.getByRole('button', { name: 'Schedule for later' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Publish on')).toHaveFocus();
    expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(`The post goes live then, by your time zone (${TIME_ZONE}).`);
    pickDate(PICKED);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    const when = await screen.findByText(SCHEDULED_TEXT);
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ method: 'PATCH', path: `/api/posts/${post.id}`, ifMatch: '"1"' });
    expect(server.sent[0].body).toMatchObject({ status: 'scheduled', published_at: PICKED_UTC, title: 'Tides' });
    expect(screen.getByText('Post scheduled.')).toBeInTheDocument();
    expect(when).toHaveFocus();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unschedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    // Not on the site yet.
    expect(screen.queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument();
  });

  it('asks for a date before scheduling and sends nothing without one; Cancel closes the panel', async () => {
    const { user, server } = await openPost({ status: 'draft' });
    await user.click(screen.getByRole('button', { name: 'Schedule for later' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the date and time the post goes live.'),
    );
    expect(screen.getByLabelText('Publish on')).toHaveFocus();
    expect(server.sent).toEqual([]);

    await user.click(within(screen.getByRole('group', { name: 'Schedule' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Publish on')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule for later' })).toHaveFocus();
  });

  it("shows the server's refusal of a past time next to the date, and the post stays a draft", async () => {
    const refusal = `published_at must be in the future to schedule a post (${PICKED_UTC} has passed)`;
    const { user } = await openPost({ status: 'draft' }, (handler) => (request) =>
      request.method === 'PATCH' ? jsonResponse({ statusCode: 400, message: refusal, error: 'Bad Request' }, 400) : handler(request),
    );
    await user.click(screen.getByRole('button', { name: 'Schedule for later' }));
    pickDate(PICKED);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(screen.getByLabelText('Publish on')).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(screen.getByText('The post was not saved:').closest('[role="alert"]')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Publish on')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.queryByText(/^Scheduled for/)).not.toBeInTheDocument();
  });

  it('unschedules a scheduled post: a draft again, with no date sent', async () => {
    const { user, server } = await openPost({ status: 'scheduled', published_at: PICKED_UTC });
    expect(screen.getByText(SCHEDULED_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unschedule' }));

    expect(await screen.findByText('Post unscheduled.')).toBeInTheDocument();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].body).toMatchObject({ status: 'draft' });
    expect(server.sent[0].body).not.toHaveProperty('published_at');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.queryByText(SCHEDULED_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule for later' })).toHaveFocus();
  });

  it('publishes a scheduled post now: published, its future date cleared', async () => {
    const { user, server, post } = await openPost({ status: 'scheduled', published_at: PICKED_UTC });
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('Post published.')).toBeInTheDocument();
    expect(server.sent[0].body).toMatchObject({ status: 'published', published_at: null });
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    expect(screen.getByLabelText('Status')).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/blog/${post.slug}`);
  });

  it('changes the date of a scheduled post, starting from the one it has', async () => {
    const { user, server } = await openPost({ status: 'scheduled', published_at: PICKED_UTC });
    await user.click(screen.getByRole('button', { name: 'Change date' }));
    expect(screen.getByLabelText('Publish on')).toHaveValue(PICKED);

    pickDate(`${YEAR}-05-07T18:05`);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(/^Scheduled for \w+day, May 7, \d{4} at 6:05\sPM/)).toBeInTheDocument();
    expect(server.sent[0].body).toMatchObject({ status: 'scheduled', published_at: new Date(YEAR, 4, 7, 18, 5).toISOString() });
  });

  it("saves other changes of a scheduled post without its status or date, which the server keeps", async () => {
    const { user, server } = await openPost({ status: 'scheduled', published_at: PICKED_UTC });
    await user.type(screen.getByLabelText('Title'), ' at dusk');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].body).toMatchObject({ title: 'Tides at dusk' });
    expect(server.sent[0].body).not.toHaveProperty('status');
    expect(server.sent[0].body).not.toHaveProperty('published_at');
    expect(await screen.findByText(SCHEDULED_TEXT)).toBeInTheDocument();
  });

  it('backdates a published post with its Publish date, in local time; an untouched date is not sent', async () => {
    const { user, server } = await openPost({ status: 'published', published_at: new Date(2026, 0, 15, 8, 0).toISOString() });
    const date = screen.getByLabelText('Publish date');
    expect(date).toHaveValue('2026-01-15T08:00');
    expect(date).toHaveAccessibleDescription(expect.stringContaining(`in your time zone (${TIME_ZONE})`));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].body).not.toHaveProperty('published_at');

    fireEvent.change(date, { target: { value: '2019-03-01T07:45' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1].body).toMatchObject({ status: 'published', published_at: new Date(2019, 2, 1, 7, 45).toISOString() });
  });

  it('creates a new post as scheduled from the Schedule panel', async () => {
    const server = adminPostsServer();
    mockFetch(server.handler);
    const { user } = renderEditor(PostEditorPage);
    await user.type(screen.getByLabelText('Title'), 'Tomorrow');
    await user.type(screen.getByLabelText('Content'), 'Soon.');
    await user.click(screen.getByRole('button', { name: 'Schedule for later' }));
    pickDate(PICKED);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ method: 'POST', body: { title: 'Tomorrow', status: 'scheduled', published_at: PICKED_UTC } });
    expect(await screen.findByText(SCHEDULED_TEXT)).toBeInTheDocument();
    // No copy of the form is offered back: what was sent is what was saved.
    expect(screen.queryByRole('button', { name: 'Restore unsaved changes' })).not.toBeInTheDocument();
  });
});
