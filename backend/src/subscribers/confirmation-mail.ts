import type { OutgoingMail } from '../mail/mail-transport.js';
import { escapeHtml } from '../site/html.js';

export const CONFIRM_LINK_HOURS = 48;

export const confirmPath = (token: string) => `/subscribe/confirm/${token}`;

/** The double opt-in message: one link, what it does, and what happens if the reader ignores it. */
export function confirmationMail(siteName: string, siteUrl: string, to: string, token: string): OutgoingMail {
  const link = `${siteUrl}${confirmPath(token)}`;
  const text =
    `Hello,\n\nSomeone, hopefully you, asked to receive new posts from ${siteName} by email at ${to}.\n\n` +
    `To confirm, open this link within ${CONFIRM_LINK_HOURS} hours:\n${link}\n\n` +
    `If it was not you, ignore this email: you will not be subscribed and will hear nothing more from ${siteName}.\n`;
  const name = escapeHtml(siteName);
  const href = escapeHtml(link);
  const html =
    '<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f1c18">' +
    `<p>Hello,</p><p>Someone, hopefully you, asked to receive new posts from <strong>${name}</strong> by email at ${escapeHtml(to)}.</p>` +
    `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: #9a3412; color: #fff; text-decoration: none; font-weight: 600">Confirm my subscription</a></p>` +
    `<p>Or open this link within ${CONFIRM_LINK_HOURS} hours: <a href="${href}">${href}</a></p>` +
    `<p style="color: #5f584f">If it was not you, ignore this email: you will not be subscribed and will hear nothing more from ${name}.</p>` +
    '</body></html>';
  return { to, subject: `Confirm your subscription to ${siteName}`, text, html, fromName: siteName };
}
