import { useState, type FormEvent } from 'react';
import { useSubscribeMutation } from '../api/subscribe.api';
import { isApiError, responseText } from '../lib/api-error';

/** Where the box is drawn: each place has its own ids, so that both can be on one page. */
export type SubscribePlace = 'footer' | 'article';

const TITLES: Record<SubscribePlace, string> = {
  article: 'Get new posts by email',
  footer: 'Subscribe by email',
};

const THROTTLED = 'Too many tries from here. Please wait a few minutes and try again.';
const UNREACHABLE = 'The site could not be reached. Please try again.';

type Answer = { kind: 'success' | 'error'; text: string };

function failureText(failure: unknown): string {
  if (!isApiError(failure) || failure.status === 0) return UNREACHABLE;
  if (failure.status === 429) return THROTTLED;
  if (failure.status === 400) return responseText(failure.data) || 'Enter an email address such as name@example.com.';
  return failure.message;
}

/**
 * The readers' subscribe box. A plain form first: without JavaScript it posts to /subscribe and the
 * server answers with a page. The server draws the same elements (backend/src/site/chrome.markup.ts,
 * subscribeMarkup), so that taking it over changes nothing; the message line is always there and
 * keeps its height, so that an answer moves nothing either.
 */
export function SubscribeForm({ place }: { place: SubscribePlace }) {
  const id = `subscribe-${place}`;
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    // The browser checked the address (type="email", required) before letting the form submit.
    setAnswer(null);
    try {
      const { message } = await subscribe(input.value.trim()).unwrap();
      form.reset();
      setAnswer({ kind: 'success', text: message });
    } catch (failure) {
      setAnswer({ kind: 'error', text: failureText(failure) });
      input.focus();
    }
  }

  const error = answer?.kind === 'error';
  return (
    <div className={`subscribe subscribe--${place}`}>
      <h2 id={`${id}-title`} className="subscribe__title">
        {TITLES[place]}
      </h2>
      {place === 'article' && <p className="subscribe__hint">One email for each new post. Unsubscribe in one click.</p>}
      <form className="subscribe__form" method="post" action="/subscribe" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-email`} className="subscribe__label">
          Email address
        </label>
        <div className="subscribe__row">
          <input
            id={`${id}-email`}
            className="input subscribe__input"
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-describedby={`${id}-message`}
            aria-invalid={error || undefined}
          />
          <button type="submit" className="button button--primary subscribe__button" aria-disabled={isLoading || undefined}>
            Subscribe
          </button>
        </div>
        <p id={`${id}-message`} className={error ? 'subscribe__message subscribe__message--error' : 'subscribe__message'} aria-live="polite">
          {answer?.text}
        </p>
      </form>
    </div>
  );
}
