import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { makePost, postsServer } from '../testing/posts-server';
import { jsonResponse, mockFetch, renderApp, type FetchHandler } from '../testing/render-app';

const post = makePost({ title: 'Tides', content: '<p>The tide was out.</p>' });
const CHECK_INBOX = 'Thanks! Check your inbox for a link to confirm your subscription.';

/** The posts, and POST /api/subscribers answering `answer` for each address sent (kept in `sent`). */
function siteWithSubscribe(answer: (email: string) => Response) {
  const posts = postsServer([post]);
  const sent: string[] = [];
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/subscribers' && request.method === 'POST') {
      const { email } = (await request.json()) as { email: string };
      sent.push(email);
      return answer(email);
    }
    return posts(request);
  };
  mockFetch(handler);
  return sent;
}

/** The line the answer is written in: a polite live region, there before any answer. */
function message(form: HTMLElement) {
  const line = form.querySelector('[aria-live="polite"]');
  if (!line) throw new Error('no message line');
  return line;
}

async function openArticle() {
  const view = renderApp('/blog/tides');
  await screen.findByRole('heading', { level: 1, name: 'Tides' });
  const box = screen.getByRole('form', { name: 'Get new posts by email' });
  return { ...view, box };
}

describe('subscribe box', () => {
  it('follows an article and sits in the footer, as plain forms that post to /subscribe', async () => {
    siteWithSubscribe(() => jsonResponse({ message: CHECK_INBOX }, 202));
    const { box } = await openArticle();
    // After the article, not in it: the box's heading is not one of the post's.
    expect(screen.getByRole('article')).not.toContainElement(box);
    expect(screen.getByRole('article').compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).toContainElement(box);
    const footerBox = screen.getByRole('form', { name: 'Subscribe by email' });
    expect(document.querySelector('footer.site-footer')).toContainElement(footerBox);
    for (const form of [box, footerBox]) {
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/subscribe');
      const input = within(form).getByLabelText('Email address');
      expect(input).toHaveAttribute('type', 'email');
      expect(input).toHaveAttribute('name', 'email');
      expect(input).toHaveAttribute('autocomplete', 'email');
      expect(input).toBeRequired();
      expect(within(form).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
      expect(message(form)).toBeEmptyDOMElement();
    }
  });

  it("sends the address and shows the server's answer in place", async () => {
    const sent = siteWithSubscribe(() => jsonResponse({ message: CHECK_INBOX }, 202));
    const { box, user } = await openArticle();
    const input = within(box).getByLabelText('Email address');
    await user.type(input, '  reader@example.com ');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText(CHECK_INBOX)).toBeInTheDocument();
    expect(message(box)).toHaveTextContent(CHECK_INBOX);
    expect(sent).toEqual(['reader@example.com']);
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
    // The page did not change: the footer's box is untouched.
    expect(message(screen.getByRole('form', { name: 'Subscribe by email' }))).toBeEmptyDOMElement();
  });

  it("shows the server's refusal next to the field", async () => {
    const sent = siteWithSubscribe(() => jsonResponse({ statusCode: 400, message: 'email must be an email address', error: 'Bad Request' }, 400));
    const { user } = renderApp('/');
    const box = screen.getByRole('form', { name: 'Subscribe by email' });
    const input = within(box).getByLabelText('Email address');
    await user.type(input, 'reader@example');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText('email must be an email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('email must be an email address');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('reader@example');
    expect(sent).toEqual(['reader@example']);
  });

  it('says when too many tries were made', async () => {
    siteWithSubscribe(() => jsonResponse({ statusCode: 429, message: 'ThrottlerException: Too Many Requests' }, 429));
    const { box, user } = await openArticle();
    await user.type(within(box).getByLabelText('Email address'), 'reader@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText('Too many tries from here. Please wait a few minutes and try again.')).toBeInTheDocument();
  });
});
