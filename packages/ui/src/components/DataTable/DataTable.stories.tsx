import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { longText, mobileViewport, sampleOrders, secondTheme, type OrderRow } from '../../stories/fixtures';
import { Button } from '../Button';
import { Price } from '../Price';
import { OrderStatusBadge } from '../StatusBadge';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';

const columns: DataTableColumn<OrderRow>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id, cell: (order) => `#${order.id}` },
  { id: 'customer', header: 'Customer', value: (order) => order.customer },
  { id: 'placed', header: 'Placed', value: (order) => order.placed },
  { id: 'items', header: 'Items', value: (order) => order.items, align: 'end' },
  { id: 'total', header: 'Total', value: (order) => order.total, cell: (order) => <Price amount={order.total} />, align: 'end' },
  { id: 'status', header: 'Status', value: (order) => order.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
];

function OrdersTable(props: DataTableProps<OrderRow>) {
  return <DataTable {...props} />;
}

/** Stands in for the API: sorts and cuts pages of 10 as `GET /api/admin/orders` would. */
function ServerOrders(props: DataTableProps<OrderRow>) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>({ id: 'placed', desc: true });
  const column = columns.find((candidate) => candidate.id === sort?.id);
  const sorted = column?.value
    ? [...sampleOrders].sort((a, b) => {
        const [x, y] = [column.value?.(a) ?? 0, column.value?.(b) ?? 0];
        return (x < y ? -1 : x > y ? 1 : 0) * (sort?.desc ? -1 : 1);
      })
    : sampleOrders;
  return (
    <DataTable
      {...props}
      data={sorted.slice((page - 1) * 10, page * 10)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      paging={{ page, pageCount: Math.ceil(sampleOrders.length / 10), onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Back office/DataTable',
  component: OrdersTable,
  args: { caption: 'Orders', columns, data: sampleOrders, getRowId: (order) => String(order.id), emptyText: 'No orders yet.' },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClientSide: Story = {};
export const SortedByTotal: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('$60.47');
  },
};
export const SortedFromTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Customer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('akosua.darko@example.com');
  },
};
export const ServerSide: Story = {
  render: (args) => <ServerOrders {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('#1030');
  },
};
export const WithRowActions: Story = {
  args: {
    data: sampleOrders.slice(0, 5),
    rowActions: (order) => (
      <Button variant="outline" size="sm" onClick={fn()}>
        View<span className="sr-only"> order {order.id}</span>
      </Button>
    ),
  },
};
export const Empty: Story = { args: { data: [] } };
export const Loading: Story = { args: { data: [], loading: true, loadingText: 'Loading orders...' } };
export const LoadingNextPage: Story = {
  args: { data: sampleOrders.slice(0, 10), loading: true, paging: { page: 1, pageCount: 3, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadFailed: Story = { args: { error: 'Could not load orders. Please try again.' } };
export const LongText: Story = {
  args: {
    data: sampleOrders.slice(0, 3).map((order) => ({ ...order, customer: `${longText.toLowerCase().replaceAll(' ', '.')}@example.com` })),
    columns: [...columns.slice(0, 2).map((column) => ({ ...column, wrap: true })), ...columns.slice(2)],
  },
};
export const HiddenCaption: Story = { args: { hideCaption: true, data: sampleOrders.slice(0, 3) } };
export const MobileWidth: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: { data: sampleOrders.slice(0, 5), pageSize: 5 },
  play: async ({ canvas }) => {
    // Each row stacks as a card of labelled lines: nothing wider than the screen, nothing to scroll sideways (issue 33).
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const [first] = canvas.getAllByRole('row').slice(1);
    await expect(first && getComputedStyle(first).display).toBe('block');
    // Still a table to assistive technology, its cells under their column headers.
    await expect(canvas.getAllByRole('columnheader').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('cell').length).toBeGreaterThan(0);
  },
};
export const MobileWithRowActions: Story = {
  ...MobileWidth,
  args: { data: sampleOrders.slice(0, 3), rowActions: WithRowActions.args?.rowActions },
};
export const SecondTheme: Story = {
  ...secondTheme,
  args: { data: sampleOrders.slice(0, 5), defaultSort: { id: 'total', desc: false } },
};
