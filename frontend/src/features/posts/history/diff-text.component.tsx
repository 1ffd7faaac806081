import type { DiffPart } from './word-diff';

/** An unchanged stretch longer than this shows only its ends around the changes. */
const LONG_SAME = 600;
const CONTEXT = 200;

/** The part of an unchanged stretch worth showing: the ends that touch a change. */
function shownSame(text: string, first: boolean, last: boolean): string {
  if (text.length <= LONG_SAME || (first && last)) return text;
  if (first) return `…${text.slice(-CONTEXT)}`;
  if (last) return `${text.slice(0, CONTEXT)}…`;
  return `${text.slice(0, CONTEXT)}\n…\n${text.slice(-CONTEXT)}`;
}

/**
 * A diff as text: additions in <ins>, removals in <del>, each also told to screen readers, which
 * do not announce either element. Long unchanged stretches are cut down to their ends.
 */
export function DiffText({ parts, className }: { parts: readonly DiffPart[]; className?: string }) {
  return (
    <div className={['diff-text', className].filter(Boolean).join(' ')}>
      {parts.map((part, index) => {
        if (part.kind === 'added') {
          return (
            <ins key={index}>
              <span className="visually-hidden">added: </span>
              {part.text}
            </ins>
          );
        }
        if (part.kind === 'removed') {
          return (
            <del key={index}>
              <span className="visually-hidden">removed: </span>
              {part.text}
            </del>
          );
        }
        return <span key={index}>{shownSame(part.text, index === 0, index === parts.length - 1)}</span>;
      })}
    </div>
  );
}
