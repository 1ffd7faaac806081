/**
 * What every email to a subscriber carries so that the reader can leave in one click (RFC 2369,
 * RFC 8058): the page at /unsubscribe/{token}, which a POST of `List-Unsubscribe=One-Click` (what
 * mail clients send) unsubscribes at once, and a mailto for clients that only know mail. Folio
 * reads no incoming mail: the mailto reaches MAIL_FROM's mailbox, for the author to act on by hand.
 */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/unsubscribe/${encodeURIComponent(token)}`;
}

export function unsubscribeHeaders(siteUrl: string, mailFrom: string, token: string): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>, <mailto:${mailFrom}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
