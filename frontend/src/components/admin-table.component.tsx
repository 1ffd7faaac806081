import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from './button.component';
import './admin-table.css';

export interface AdminTableColumn<Row> {
  /** The column's header, and the label of its cell when a narrow screen turns the row into a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
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
}

function classes(...names: Array<string | undefined>) {
  return names.filter(Boolean).join(' ');
}

/** An admin table (posts, subscribers, redirects, backups, jobs, an import's posts); styles in admin-table.css. */
export function AdminTable<Row>({ rows, rowKey, title, columns, actions, className, busy }: AdminTableProps<Row>) {
  return (
    <table className={classes('admin-table', className)} aria-busy={busy}>
      <thead>
        <tr>
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
          <tr key={rowKey(row)}>
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
