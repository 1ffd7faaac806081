import { useEffect, useState } from 'react';
import { Button } from './button.component';

const FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const FAILED_HINT = 'Copy failed: select the address and copy it by hand';

/** Copies `text` to the clipboard and says so briefly next to the button; `failedHint` says what to copy by hand when it cannot. */
export function CopyButton({ text, label, failedHint = FAILED_HINT }: { text: string; label: string; failedHint?: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // Missing outside secure contexts (plain http on another host): then the copy fails visibly.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="copy-button">
      <Button variant="ghost" className="button--small" onClick={copy} aria-label={label}>
        Copy
      </Button>
      <span className="hint" role="status">
        {state === 'copied' && 'Copied'}
        {state === 'failed' && failedHint}
      </span>
    </span>
  );
}
