import { useEffect, useId, useRef } from 'react';
import type { AdminPost } from './api';
import { Button } from '../../components/button.component';

interface PostConflictProps {
  /** The post as it is now, from the refusal (412). */
  current: AdminPost;
  /** A save is on its way: neither choice can be made twice. */
  busy: boolean;
  onLoadNewer: (current: AdminPost) => void;
  onSaveOver: (current: AdminPost) => void;
}

/**
 * A save refused because the post was saved elsewhere after the editor loaded it (412). Nothing
 * was written and the form keeps the author's text; the author chooses what happens next.
 */
export function PostConflict({ current, busy, onLoadNewer, onSaveOver }: PostConflictProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each refusal brings the focus here, next to the two choices: the pressed button was disabled while it saved.
  useEffect(() => heading.current?.focus(), [current]);
  return (
    <div className="notice notice--warning post-conflict" role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="post-conflict__title">
        This post was changed elsewhere
      </h2>
      <p>
        Someone (or you, in another tab or on another device) saved this post after you opened it. Your text is still here,
        and nothing was overwritten.
      </p>
      <p>
        Load the newer version to see it: this browser keeps your text, so you can restore it. Or save over it to replace
        that version with yours.
      </p>
      <div className="actions">
        <Button onClick={() => onLoadNewer(current)} disabled={busy}>
          Load the newer version
        </Button>
        <Button variant="secondary" onClick={() => onSaveOver(current)} disabled={busy}>
          Save over it
        </Button>
      </div>
    </div>
  );
}
