import { useState } from 'react';
import { Button } from '../../components/button.component';
import type { ImportNote } from './api';
import { groupNotes, type NoteGroup } from './transfer-format';

/** Notes of a kind shown before "Show all". */
export const NOTES_SHOWN_FIRST = 3;

function NoteLine({ note, withMessage }: { note: ImportNote; withMessage: boolean }) {
  return (
    <li>
      <span className="transfer-notes__item">{note.item?.trim() || 'The whole file'}</span>
      {withMessage && <span className="transfer-notes__message">{note.message}</span>}
    </li>
  );
}

function NoteKind({ group }: { group: NoteGroup }) {
  const [all, setAll] = useState(false);
  const many = group.notes.length > 1;
  const shown = all ? group.notes : group.notes.slice(0, NOTES_SHOWN_FIRST);
  return (
    <li className="transfer-notes__group">
      <p className="transfer-notes__kind">
        {group.label}
        {many && <span className="transfer-notes__count">{` (${group.notes.length})`}</span>}
      </p>
      <ul className="transfer-notes__messages">
        {shown.map((note, index) => (
          <NoteLine key={index} note={note} withMessage={many} />
        ))}
      </ul>
      {group.notes.length > NOTES_SHOWN_FIRST && (
        <Button variant="ghost" className="button--small transfer-notes__toggle" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${group.notes.length}`}
        </Button>
      )}
    </li>
  );
}

/** Warnings or errors of a run, one group per kind (the first few items of each, then "Show all"). */
export function ImportNotes({ title, notes, tone }: { title: string; notes: ImportNote[]; tone: 'warning' | 'error' }) {
  if (notes.length === 0) return null;
  return (
    <div className={`transfer-notes transfer-notes--${tone}`}>
      <h4 className="transfer-report__subtitle">{`${title} (${notes.length})`}</h4>
      <ul className="transfer-notes__list">
        {groupNotes(notes).map((group) => (
          <NoteKind key={group.notes[0]!.kind || group.label} group={group} />
        ))}
      </ul>
    </div>
  );
}
