import { escapeHtml } from '../site/html.js';

/**
 * The readers' pages of subscribing and unsubscribing, in the site's own elements and classes (the
 * SPA's screen-message and form styles), drawn by the server for readers without JavaScript and
 * for links opened from an email. Every value is escaped here.
 */

export interface PageContent {
  title: string;
  main: string;
}

function screen(title: string, body: string, after = '<div class="button-row"><a class="button button--primary" href="/">Go Home</a></div>'): PageContent {
  return {
    title,
    main: `<section class="screen-message" aria-labelledby="subscriber-page-title"><h1 id="subscriber-page-title">${escapeHtml(title)}</h1>${body}${after}</section>`,
  };
}

export function checkInboxPage(message: string): PageContent {
  return screen('Check your inbox', `<p>${escapeHtml(message)}</p><p>The link works for 48 hours. Nothing arrived? Look in the spam folder.</p>`);
}

/** The form again, with what was typed and what is wrong with it. */
export function subscribeFormPage(siteName: string, typed: string, problem: string): PageContent {
  const form =
    '<form class="form" method="post" action="/subscribe" novalidate>' +
    '<label for="subscribe-page-email">Email address</label>' +
    `<input id="subscribe-page-email" class="input" type="email" name="email" autocomplete="email" required aria-invalid="true" aria-describedby="subscribe-page-error" value="${escapeHtml(typed.slice(0, 320))}">` +
    `<p id="subscribe-page-error" class="form-error" role="alert">${escapeHtml(problem)}</p>` +
    '<button type="submit" class="button button--primary">Subscribe</button></form>';
  return screen(`Subscribe to ${siteName}`, '<p>Get each new post by email.</p>', `<div class="auth-card">${form}</div>`);
}

export function tooManyPage(retryAfterSeconds: number): PageContent {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return screen('Too many tries', `<p>Too many tries from here. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.</p>`);
}

export function confirmedPage(siteName: string, email: string): PageContent {
  return screen('You are subscribed', `<p>New posts from ${escapeHtml(siteName)} will arrive at <strong>${escapeHtml(email)}</strong>. Every email has a link to unsubscribe.</p>`);
}

/** Used, replaced, expired or never issued: one page, since a reader cannot tell them apart either. */
export function confirmLinkInvalidPage(): PageContent {
  return screen(
    'This link is no longer valid',
    '<p>Each confirmation link works once, for 48 hours. If you opened it already, you are subscribed. Otherwise subscribe again to get a new link.</p>',
  );
}

export function unsubscribePromptPage(siteName: string, email: string, action: string): PageContent {
  const form = `<form method="post" action="${escapeHtml(action)}" class="button-row"><button type="submit" class="button button--primary">Unsubscribe</button><a class="button button--ghost" href="/">Stay subscribed</a></form>`;
  return screen('Unsubscribe', `<p>Stop sending new posts from ${escapeHtml(siteName)} to <strong>${escapeHtml(email)}</strong>?</p>`, form);
}

export function unsubscribedPage(siteName: string, email: string): PageContent {
  return screen('You are unsubscribed', `<p><strong>${escapeHtml(email)}</strong> will get no more emails from ${escapeHtml(siteName)}.</p>`);
}

export function unknownUnsubscribeLinkPage(): PageContent {
  return screen('This link is not valid', '<p>No subscription has this link: the address may have been removed from the list already. Check that the link was copied whole.</p>');
}
