import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** The block's own class, beside `panel`. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A raised block of an admin screen: a section named by its heading (styles in admin.css). */
export function Panel({ title, className, titleClassName = 'panel__title', children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
