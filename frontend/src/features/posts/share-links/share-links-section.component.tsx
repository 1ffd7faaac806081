import { useEffect, useState } from 'react';
import type { AdminPost } from '../api';
import { useRevokeShareLinkMutation, useShareLinksQuery, type ShareLink } from './api';
import { Button } from '../../../components/button.component';
import { ConfirmDialog } from '../../../components/confirm-dialog.component';
import { Panel } from '../../../components/panel.component';
import { errorMessage } from '../../../lib/api-error';
import { CreateShareLink } from './create-share-link.component';
import { ShareLinkItem } from './share-link-item.component';
import './share-links.css';

const ID = 'share-links';

function whatIsShared(post: AdminPost): string {
  if (post.status === 'draft') return 'this draft';
  if (post.status === 'scheduled') return post.type === 'page' ? 'this scheduled page' : 'this scheduled post';
  return post.type === 'page' ? 'this page' : 'this post';
}

interface ShareLinksSectionProps {
  post: AdminPost;
  /** Says what was done in the editor's live region ('Share link created.'). */
  onNotice: (text: string) => void;
}

/** Private links to a saved post, for drafts and scheduled posts above all: create, copy, revoke. */
export function ShareLinksSection({ post, onNotice }: ShareLinksSectionProps) {
  const { data, error, isLoading, refetch } = useShareLinksQuery(post.id);
  const [revokeLink, revoking] = useRevokeShareLinkMutation();
  const [asked, setAsked] = useState<ShareLink | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  // The revoked link's row held the focus: it goes on to the Create button.
  const [focusCreate, setFocusCreate] = useState(false);
  useEffect(() => {
    if (!focusCreate) return;
    document.getElementById(`${ID}-create`)?.focus();
    setFocusCreate(false);
  }, [focusCreate]);

  async function revoke(link: ShareLink) {
    setRevokeError(null);
    try {
      await revokeLink({ postId: post.id, linkId: link.id }).unwrap();
      onNotice('Share link revoked.');
      setFocusCreate(true);
    } catch (failure) {
      setRevokeError(`Failed to revoke share link: ${errorMessage(failure)}`);
    }
    setAsked(null);
  }

  return (
    <Panel title="Share links" className="share-links">
      <p className="share-links__about">
        Anyone with the link can read {whatIsShared(post)} as readers will see it. Search engines are told not to index it.
      </p>
      <CreateShareLink
        id={ID}
        postId={post.id}
        onCreated={() => {
          setRevokeError(null);
          onNotice('Share link created.');
        }}
      />
      {revokeError && (
        <p className="form-error" role="alert">
          {revokeError}
        </p>
      )}
      {error ? (
        // Not an alert: the panel beside the editor failed to load, nothing the author did.
        <div className="share-links__problem">
          <p className="form-error">Failed to load share links: {errorMessage(error)}</p>
          <Button variant="secondary" className="button--small" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : isLoading || !data ? (
        <p className="status-line">Loading share links...</p>
      ) : data.items.length === 0 ? (
        <p className="hint">No share links yet.</p>
      ) : (
        <ul className="share-links__list" aria-label="Share links of this post">
          {data.items.map((link) => (
            <ShareLinkItem key={link.id} link={link} onRevoke={setAsked} />
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog
          title="Revoke share link"
          message="Whoever has this link will no longer be able to open it. This cannot be undone."
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          busy={revoking.isLoading}
          onConfirm={() => void revoke(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </Panel>
  );
}
