import { useId, type ReactNode } from 'react';
import { Button } from './button.component';

interface MessageScreenProps {
  title: string;
  message?: string;
  /** 2 when the screen sits under the page's own heading. */
  level?: 1 | 2;
  role?: 'alert';
  children?: ReactNode;
}

/** A centred heading, one sentence and the way out: not-found and failure states of the reading pages. */
export function MessageScreen({ title, message, level = 1, role, children }: MessageScreenProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingId = useId();
  return (
    <section className="screen-message" role={role} aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {message && <p>{message}</p>}
      {children && <div className="button-row">{children}</div>}
    </section>
  );
}

/** Spec section 8: a list or post that failed to load, with 'Try Again' reloading the page. */
export function LoadError({ message, level }: { message: string; level?: 1 | 2 }) {
  return (
    <MessageScreen title="Something went wrong" message={message} level={level} role="alert">
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </MessageScreen>
  );
}
