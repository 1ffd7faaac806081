import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Button } from './button.component';
import './admin-table.css';

export interface AdminTableColumn<Row> {
  /** The column's header, and the label of its cell when a narrow screen turns the row into a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** Tick boxes in a first column, one per row and one for every row of the table. */
export interface AdminTableSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** The row's box's name for screen readers ('Select A walk by the sea'). */
  label: (row: Row) => string;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  /** The header box's name ('Select all posts on this page'). */
  allLabel: string;
}

interface AdminTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column: each row's name, its row header. */
  title: AdminTableColumn<Row>;
  columns: ReadonlyArray<AdminTableColumn<Row>>;
  /** The last column, headed 'Actions' for screen readers only. */
  actions?: (row: Row) => ReactNode;
  /** The table's own class, beside `admin-table`. */
  className?: string;
  /** While the rows are being asked for again. */
  busy?: boolean;
  select?: AdminTableSelection<Row>;
}

function classes(...names: Array<string | undefined>) {
  return names.filter(Boolean).join(' ');
}

/** An admin table (posts, subscribers, redirects, backups, jobs, an import's posts); styles in admin-table.css. */
export function AdminTable<Row>({ rows, rowKey, title, columns, actions, className, busy, select }: AdminTableProps<Row>) {
  return (
    <table className={classes('admin-table', className, select && 'admin-table--selectable')} aria-busy={busy}>
      <thead>
        <tr>
          {select && (
            <th scope="col" className="admin-table__select">
              <SelectAllBox select={select} />
            </th>
          )}
          <th scope="col">{title.header}</th>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={select?.isSelected(row) ? 'admin-table__row--selected' : undefined}>
            {select && (
              <td className="admin-table__select">
                <input type="checkbox" checked={select.isSelected(row)} onChange={() => select.onToggle(row)} aria-label={select.label(row)} />
              </td>
            )}
            <th scope="row" className={classes('admin-table__title', title.className)}>
              {title.cell(row)}
            </th>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
            {actions && <td className="admin-table__actions">{actions(row)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Ticked when every row is, half-ticked (indeterminate) when some are. */
function SelectAllBox<Row>({ select }: { select: AdminTableSelection<Row> }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = select.someSelected;
  }, [select.someSelected]);
  return <input ref={box} type="checkbox" checked={select.allSelected} onChange={select.onToggleAll} aria-label={select.allLabel} />;
}

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does ('Delete'). */
  label: ReactNode;
  /** The row it does it to, said to screen readers only. */
  rowName: ReactNode;
}

/** A row's small action button, named with its row for screen readers ('Delete' + ' reader@example.com'). */
export function RowButton({ label, rowName, className, ...props }: RowButtonProps) {
  return (
    <Button variant="ghost" className={classes('button--small', className)} {...props}>
      {label}
      <span className="visually-hidden"> {rowName}</span>
    </Button>
  );
}
