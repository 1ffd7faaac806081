import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/button.component';
import { newLinkId, moved, type DraftLink, type RowErrors } from './navigation-draft';
import { NavigationLinkRow } from './navigation-link-row.component';

/** The server's limit per list. */
const LINKS_MAX = 20;

export interface NavigationListEditorProps {
  title: string;
  /** "top navigation" or "footer", in the names of its fields and buttons. */
  listName: string;
  idPrefix: string;
  links: DraftLink[];
  errors: Record<string, RowErrors>;
  onChange: (links: DraftLink[]) => void;
  /** Focuses an element of the editor by id once the change is drawn; says `announcement` to screen readers. */
  onDone: (focusId: string, announcement?: string) => void;
}

/** One list of links (the top navigation or the footer): edit, add, remove, and reorder by buttons or by dragging. */
export function NavigationListEditor({ title, listName, idPrefix, links, errors, onChange, onDone }: NavigationListEditorProps) {
  const dragged = useRef<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const rowId = (link: DraftLink) => `${idPrefix}-${link.id}`;
  const nameOf = (link: DraftLink, index: number) => link.label.trim() || `link ${index + 1}`;

  const move = (from: number, to: number, focus: 'up' | 'down' | 'label') => {
    const link = links[from];
    onChange(moved(links, from, to));
    // A button that can no longer be used there (Move up at the top) hands the focus to its pair.
    const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === links.length - 1);
    const target = focus === 'label' ? 'label' : edge ? (focus === 'up' ? 'down' : 'up') : focus;
    onDone(`${rowId(link)}-${target}`, `${nameOf(link, from)} moved to position ${to + 1} of ${links.length} in the ${listName}.`);
  };

  const remove = (index: number) => {
    const link = links[index];
    const next = links.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    onDone(neighbour ? `${rowId(neighbour)}-label` : `${idPrefix}-add`, `${nameOf(link, index)} removed from the ${listName}.`);
  };

  const add = () => {
    const link = { id: newLinkId(), label: '', url: '' };
    onChange([...links, link]);
    onDone(`${rowId(link)}-label`);
  };

  const drag = (link: DraftLink, index: number) => ({
    onDragStart: (event: DragEvent) => {
      dragged.current = link.id;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', link.label);
      const row = (event.currentTarget as HTMLElement).closest('li');
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
    },
    onDragOver: (event: DragEvent) => {
      // Only a row of this list may be dropped here.
      if (!links.some((item) => item.id === dragged.current)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(link.id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = links.findIndex((item) => item.id === dragged.current);
      if (from >= 0 && from !== index) move(from, index, 'label');
    },
    onDragEnd: () => {
      dragged.current = null;
      setDropTarget(null);
    },
  });

  return (
    <fieldset className="navigation-list">
      <legend className="navigation-list__title">{title}</legend>
      {links.length === 0 && <p className="hint">No links.</p>}
      <ol className="navigation-list__rows">
        {links.map((link, index) => (
          <NavigationLinkRow
            key={link.id}
            link={link}
            index={index}
            count={links.length}
            listName={listName}
            idPrefix={rowId(link)}
            errors={errors[link.id]}
            dropTarget={dropTarget === link.id}
            onEdit={(field, value) => onChange(links.map((item) => (item.id === link.id ? { ...item, [field]: value } : item)))}
            onMove={(to) => move(index, to, to < index ? 'up' : 'down')}
            onRemove={() => remove(index)}
            {...drag(link, index)}
          />
        ))}
      </ol>
      <Button id={`${idPrefix}-add`} variant="secondary" className="button--small" disabled={links.length >= LINKS_MAX} onClick={add}>
        Add link<span className="visually-hidden"> to the {listName}</span>
      </Button>
      {links.length >= LINKS_MAX && <p className="hint">A list holds at most {LINKS_MAX} links.</p>}
    </fieldset>
  );
}
