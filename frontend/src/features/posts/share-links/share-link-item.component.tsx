import type { ShareLink } from './api';
import { Button } from '../../../components/button.component';
import { CopyButton } from '../../../components/copy-button.component';
import { formatLocalDateTime } from '../schedule/local-time';

/** Past its expiry, as the server said, or since: a list kept on screen may outlive a link. */
export function isExpired(link: ShareLink, now = Date.now()): boolean {
  return link.expired || (link.expires_at !== null && Date.parse(link.expires_at) <= now);
}

/** One link: its address, when it was made and until when it works, Copy and Revoke. */
export function ShareLinkItem({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const created = formatLocalDateTime(link.created_at);
  const expired = isExpired(link);
  return (
    <li className={expired ? 'share-link share-link--expired' : 'share-link'}>
      <a className="share-link__url" href={link.url} target="_blank" rel="noopener noreferrer">
        {link.url}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <p className="share-link__dates">
        <span>Created {created}</span>
        {expired ? (
          <strong className="share-link__expired">Expired</strong>
        ) : (
          <span>{link.expires_at ? `Expires ${formatLocalDateTime(link.expires_at)}` : 'No expiry'}</span>
        )}
      </p>
      <div className="actions">
        <CopyButton text={link.url} label={`Copy share link created ${created}`} />
        <Button variant="ghost" className="button--small" onClick={() => onRevoke(link)}>
          Revoke<span className="visually-hidden"> share link created {created}</span>
        </Button>
      </div>
    </li>
  );
}
