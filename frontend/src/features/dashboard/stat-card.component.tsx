import { useId, type ReactNode } from 'react';

interface StatCardProps {
  title: string;
  children: ReactNode;
  /** A modifier for the value's colour: 'good' or 'bad'. */
  tone?: 'good' | 'bad';
  footer?: ReactNode;
}

/** One figure of the overview under its name: the posts count, the database state. */
export function StatCard({ title, children, tone, footer }: StatCardProps) {
  const titleId = useId();
  return (
    <section className="dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {title}
      </h2>
      <p className={tone ? `dashboard-card__value dashboard-card__value--${tone}` : 'dashboard-card__value'}>
        {children}
      </p>
      {footer}
    </section>
  );
}
