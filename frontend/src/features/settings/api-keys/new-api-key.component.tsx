import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button.component';
import { CopyButton } from '../../../components/copy-button.component';
import type { CreatedApiKey } from './api';

const COPY_FAILED = 'Copy failed: select the key and copy it by hand';

/** The key just made, in both forms, shown this once: the server keeps no copy it can show again. */
export function NewApiKey({ created, siteAddress, onDone }: { created: CreatedApiKey; siteAddress: string; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the author just used is where the focus was: the key is what to read next.
  useEffect(() => heading.current?.focus(), [created.id]);

  return (
    <section className="new-api-key" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="new-api-key__title">
        Key created: {created.name}
      </h3>
      <p className="new-api-key__warning">Copy it now. It will not be shown again; if it is lost, revoke it and create another.</p>
      <dl className="facts new-api-key__forms">
        <div>
          <dt>API key</dt>
          <dd>
            <code className="new-api-key__secret">{created.key}</code>
            <span className="hint">For Folio&apos;s API and Micropub apps, as Authorization: Bearer.</span>
            <CopyButton text={created.key} label="Copy API key" failedHint={COPY_FAILED} />
          </dd>
        </div>
        <div>
          <dt>Ghost Admin API key</dt>
          <dd>
            <code className="new-api-key__secret">{created.ghost_admin_key}</code>
            <span className="hint">
              For apps that publish to Ghost (Ulysses, iA Writer, an Obsidian Ghost plugin), with <code>{siteAddress}</code> as the site&apos;s address.
            </span>
            <CopyButton text={created.ghost_admin_key} label="Copy Ghost Admin API key" failedHint={COPY_FAILED} />
          </dd>
        </div>
      </dl>
      <Button variant="secondary" className="button--small" onClick={onDone}>
        Done, I have copied it
      </Button>
    </section>
  );
}
