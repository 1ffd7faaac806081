import { useId, type ReactNode, type Ref } from 'react';

interface PanelProps {
  title: string;
  /** The block's own class, beside `panel`. */
  className?: string;
  titleClassName?: string;
  /** A line under the title that says what the block is for. */
  intro?: ReactNode;
  /** For a block whose heading takes the focus (a list's, after a delete): the heading is then focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A raised block of an admin screen: a section named by its heading (styles in admin.css). */
export function Panel({ title, className, titleClassName = 'panel__title', intro, headingRef, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={titleClassName}>
        {title}
      </h2>
      {intro && <p className="panel__intro">{intro}</p>}
      {children}
    </section>
  );
}
