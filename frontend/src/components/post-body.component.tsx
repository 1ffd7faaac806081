import { type RefObject, useEffect, useRef } from 'react';
import { usePostStylesheets } from './post-stylesheets';

/** Boxes a post's HTML lets scroll sideways on their own: code blocks and display maths (tables' boxes are focusable already). */
const SCROLLERS = 'pre, .katex-display';

/**
 * A box that scrolls sideways is made focusable while its content is wider than it, so that a
 * keyboard can scroll it (as newer browsers do by themselves), and left alone otherwise: a code
 * block that fits is not one more stop for the Tab key.
 */
function useFocusableScrollers(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const mark = () => {
      for (const box of body.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
        else box.removeAttribute('tabindex');
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    // The column's width changes with the window, and its height when KaTeX's fonts arrive.
    const observer = new ResizeObserver(mark);
    observer.observe(body);
    return () => observer.disconnect();
  }, [ref, html]);
}

/** A post's HTML, rendered and sanitised by the server when it was written, with the stylesheets it needs. */
export function PostBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  usePostStylesheets(html);
  useFocusableScrollers(ref, html);
  return <div className="prose" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
