import type { RevisionSummary } from './api';
import { formatSavedTime } from '../../../lib/dates';

interface RevisionListProps {
  revisions: readonly RevisionSummary[];
  selectedId: string | null;
  onSelect: (revision: RevisionSummary) => void;
}

const wordCount = (words: number) => `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'}`;

/** The post's revisions, newest first: each a button that shows its changes. */
export function RevisionList({ revisions, selectedId, onSelect }: RevisionListProps) {
  return (
    <ol className="revision-list">
      {revisions.map((revision) => (
        <li key={revision.id}>
          <button
            type="button"
            className="revision-list__item"
            aria-current={revision.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(revision)}
          >
            <span className="revision-list__time">
              {formatSavedTime(revision.created_at)}
              {revision.autosave && <span className="revision-list__autosave"> · Autosave</span>}
            </span>
            <span className="revision-list__title">{revision.title}</span>
            <span className="revision-list__facts">
              {revision.status} · {wordCount(revision.words)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
