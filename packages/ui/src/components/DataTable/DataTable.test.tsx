import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Order {
  id: number;
  customer: string;
  total: number;
  placed: Date;
}

const orders: Order[] = [
  { id: 1, customer: 'Ama Mensah', total: 12.5, placed: new Date(2026, 0, 3) },
  { id: 2, customer: 'Kofi Boateng', total: 4.99, placed: new Date(2026, 0, 5) },
  { id: 3, customer: 'esi Owusu', total: 55.99, placed: new Date(2026, 0, 1) },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'customer', header: 'Customer', value: (order) => order.customer },
  { id: 'total', header: 'Total', value: (order) => order.total, cell: (order) => `$${order.total.toFixed(2)}`, align: 'end' },
  { id: 'placed', header: 'Placed', value: (order) => order.placed },
  { id: 'note', header: 'Note', cell: () => 'Gift wrap' },
];

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function firstColumn() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable', () => {
  it('is a table named by its caption, with a header per column and the rows as text', () => {
    render(<DataTable caption="Orders" columns={columns} data={orders} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Customer', 'Total', 'Placed', 'Note']);
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[0] as HTMLElement).getByText('Jan 3, 2026')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts by a column when its header is pressed, ascending then descending, and says so with aria-sort', async () => {
    render(<DataTable caption="Orders" columns={columns} data={orders} />);
    const customer = screen.getByRole('button', { name: 'Customer' });
    const header = screen.getByRole('columnheader', { name: 'Customer' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(customer);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Letter case does not decide the order.
    expect(firstColumn()).toEqual(['Ama Mensah', 'esi Owusu', 'Kofi Boateng']);
    await userEvent.click(customer);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Kofi Boateng', 'esi Owusu', 'Ama Mensah']);
    await userEvent.click(customer);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts numbers and dates by value, from the keyboard too, and leaves display-only columns unsortable', async () => {
    render(<DataTable caption="Orders" columns={columns} data={orders} />);
    screen.getByRole('button', { name: 'Total' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(firstColumn()).toEqual(['Kofi Boateng', 'Ama Mensah', 'esi Owusu']);
    screen.getByRole('button', { name: 'Placed' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['esi Owusu', 'Ama Mensah', 'Kofi Boateng']);
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('pages small data itself with Previous and Next', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...orders[0]!, id: index + 1, customer: `Customer ${String(index + 1).padStart(2, '0')}` }));
    render(<DataTable caption="Orders" columns={columns} data={many} pageSize={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Customer 11', 'Customer 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('leaves sorting and paging to the server when told to, reporting what was asked', async () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        data={orders}
        sort={{ id: 'total', desc: true }}
        onSortChange={onSortChange}
        paging={{ page: 2, pageCount: 4, onPageChange }}
      />,
    );
    // The server's order is kept as given.
    expect(firstColumn()).toEqual(['Ama Mensah', 'Kofi Boateng', 'esi Owusu']);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'total', desc: false });
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'customer', desc: false });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shows an empty text, a loading state, or an error instead of rows', () => {
    const { rerender } = render(<DataTable caption="Orders" columns={columns} data={[]} emptyText="No orders yet." />);
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    rerender(<DataTable caption="Orders" columns={columns} data={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable caption="Orders" columns={columns} data={orders} error="Could not load orders" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load orders');
    expect(screen.queryByText('Ama Mensah')).not.toBeInTheDocument();
  });

  it('disables paging while a page loads', () => {
    render(<DataTable caption="Orders" columns={columns} data={orders} loading paging={{ page: 2, pageCount: 3, onPageChange: vi.fn() }} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
  });

  it('gives each row its actions', async () => {
    const onEdit = vi.fn();
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        data={orders}
        rowActions={(order) => (
          <button type="button" onClick={() => onEdit(order.id)}>
            Edit order {order.id}
          </button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit order 3' }));
    expect(onEdit).toHaveBeenCalledWith(3);
  });
});
