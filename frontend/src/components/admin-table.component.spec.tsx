import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTable, RowButton } from './admin-table.component';

const rows = [
  { id: 1, email: 'ada@example.com', status: 'Confirmed' },
  { id: 2, email: 'alan@example.com', status: 'Pending' },
];

describe('AdminTable', () => {
  it('heads each row with its name, labels its cells for narrow screens and names its actions', async () => {
    const onDelete = jest.fn();
    render(
      <AdminTable
        rows={rows}
        rowKey={(row) => row.id}
        busy
        title={{ header: 'Email', cell: (row) => row.email }}
        columns={[{ header: 'Status', cell: (row) => row.status }]}
        actions={(row) => <RowButton label="Delete" rowName={row.email} onClick={() => onDelete(row.id)} />}
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('admin-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Status', 'Actions']);
    expect(screen.getByRole('rowheader', { name: 'alan@example.com' })).toHaveClass('admin-table__title');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('cell', { name: 'Confirmed' })).toHaveAttribute('data-label', 'Status');
    await userEvent.click(screen.getByRole('button', { name: 'Delete alan@example.com' }));
    expect(onDelete).toHaveBeenCalledWith(2);
  });

  it('has no actions column, and says nothing of being busy, unless given', () => {
    render(<AdminTable rows={rows} rowKey={(row) => row.id} title={{ header: 'Email', cell: (row) => row.email }} columns={[]} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });
});
