import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title.hook';

/** A screen whose real content arrives in a later issue: a heading and one honest sentence. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{children}</p>
    </section>
  );
}
