import type { ImportNote } from './api';
import { groupNotes } from './transfer-format';

/** Warnings or errors of a run, gathered per item ('Hello world: cover image 404'). */
export function ImportNotes({ title, notes, tone }: { title: string; notes: ImportNote[]; tone: 'warning' | 'error' }) {
  if (notes.length === 0) return null;
  return (
    <div className={`transfer-notes transfer-notes--${tone}`}>
      <h4 className="transfer-report__subtitle">{`${title} (${notes.length})`}</h4>
      <ul className="transfer-notes__list">
        {groupNotes(notes).map((group) => (
          <li key={group.item ?? ''}>
            <span className="transfer-notes__item">{group.item ?? 'The whole file'}</span>
            {group.messages.length === 1 ? (
              <span className="transfer-notes__message">{group.messages[0]}</span>
            ) : (
              <ul className="transfer-notes__messages">
                {group.messages.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
