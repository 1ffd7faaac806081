import type { DragEvent } from 'react';
import { Button } from '../../components/button.component';
import type { DraftLink, RowErrors } from './navigation-draft';

export interface NavigationLinkRowProps {
  link: DraftLink;
  index: number;
  count: number;
  /** "top navigation" or "footer": tells one list's fields from the other's. */
  listName: string;
  /** Prefix of every element id of the row (the editor focuses them by id). */
  idPrefix: string;
  errors?: RowErrors;
  dropTarget: boolean;
  onEdit: (field: 'label' | 'url', value: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/**
 * One link of a list: its label and URL, with buttons to move it (the keyboard's way to reorder)
 * and to remove it; its handle drags it with a mouse onto the row whose place it should take.
 */
export function NavigationLinkRow(props: NavigationLinkRowProps) {
  const { link, index, count, listName, idPrefix, errors = {} } = props;
  const name = link.label.trim() || `link ${index + 1}`;
  const field = (key: 'label' | 'url', title: string, placeholder: string) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <div className="field navigation-row__field">
        <label htmlFor={id}>
          {title}
          <span className="visually-hidden"> of {listName} link {index + 1}</span>
        </label>
        <input
          id={id}
          className="input"
          value={link[key]}
          placeholder={placeholder}
          spellCheck={key === 'label'}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onEdit(key, event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="form-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const hidden = <span className="visually-hidden"> {name}</span>;

  return (
    <li
      className={props.dropTarget ? 'navigation-row navigation-row--drop-target' : 'navigation-row'}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <span className="navigation-row__handle" draggable onDragStart={props.onDragStart} onDragEnd={props.onDragEnd} title="Drag to reorder" aria-hidden="true">
        ⠿
      </span>
      {field('label', 'Label', 'Stories')}
      {field('url', 'URL', '/stories')}
      <div className="navigation-row__actions">
        <Button id={`${idPrefix}-up`} variant="ghost" className="button--small" disabled={index === 0} onClick={() => props.onMove(index - 1)}>
          Move up{hidden}
        </Button>
        <Button id={`${idPrefix}-down`} variant="ghost" className="button--small" disabled={index === count - 1} onClick={() => props.onMove(index + 1)}>
          Move down{hidden}
        </Button>
        <Button variant="ghost" className="button--small" onClick={props.onRemove}>
          Remove{hidden}
        </Button>
      </div>
    </li>
  );
}
