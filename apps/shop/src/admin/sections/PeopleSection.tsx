import type { AdminUser } from '@nyansa/contract';
import { Badge, Button, Checkbox, DataTable, Label, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAdminActions, useAdminUsers, useBrands } from '../../data/useAdmin';
import { toast } from '../../toast';
import { RoleDialog, roleNames } from '../components/RoleDialog';
import { SearchBox } from '../components/SearchBox';

const columns: readonly DataTableColumn<AdminUser>[] = [
  { id: 'name', header: 'Name', value: (user) => `${user.first_name} ${user.last_name}`, wrap: true },
  { id: 'email', header: 'Email', value: (user) => user.email },
  {
    id: 'role',
    header: 'Role',
    value: (user) => roleNames[user.role],
    cell: (user) => (
      <span className="flex flex-col">
        {roleNames[user.role]}
        {user.brand ? <span className="text-sm text-muted-foreground">{user.brand.name}</span> : null}
      </span>
    ),
  },
  { id: 'requested', header: 'Requested role', value: (user) => roleNames[user.requested_role] },
  {
    id: 'pending',
    header: 'Request',
    value: (user) => user.pending_role,
    cell: (user) => (user.pending_role ? <Badge variant="accent">Pending: {roleNames[user.pending_role]}</Badge> : null),
  },
  { id: 'joined', header: 'Joined', value: (user) => new Date(user.created_at) },
];

/** Accounts with their requested and effective roles; grant or revoke with one action; pending requests first to find. */
export function PeopleSection() {
  const [search, setSearch] = useState('');
  const [pendingOnly, setPendingOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const pendingId = useId();
  const brands = useBrands();
  const { setRole } = useAdminActions();
  const list = useAdminUsers({ search: search || undefined, pending: pendingOnly ? 'true' : undefined, page });

  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-4">
      <h2 id="people-heading" className="font-display text-xl font-semibold">
        People
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <SearchBox
          label="Search people"
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={pendingId}
            checked={pendingOnly}
            onCheckedChange={(checked) => {
              setPendingOnly(checked === true);
              setPage(1);
            }}
          />
          <Label htmlFor={pendingId}>Pending role requests only</Label>
        </div>
      </div>
      <DataTable
        caption="People"
        hideCaption
        columns={columns}
        data={list.rows}
        getRowId={(user) => String(user.id)}
        loading={list.loading}
        error={list.error}
        emptyText="Nobody matches."
        paging={{ page, pageCount: Math.max(1, list.pagination?.total_pages ?? 1), onPageChange: setPage }}
        rowActions={(user) => {
          const action = user.pending_role ? 'Review request' : 'Change role';
          // The name starts with the words shown, so a voice user can say them (axe: label-content-name-mismatch).
          return (
            <Button size="sm" variant="outline" aria-label={`${action} of ${user.email}`} onClick={() => setChanging(user)}>
              {action}
            </Button>
          );
        }}
      />
      <RoleDialog
        user={changing}
        brands={brands}
        onClose={() => setChanging(null)}
        onSave={async (body) => {
          if (!changing) return null;
          const problem = await setRole(changing.id, body);
          if (problem === null) {
            toast.success(`${changing.email} is now ${roleNames[body.role]}`);
            setChanging(null);
          }
          return problem;
        }}
      />
    </section>
  );
}
