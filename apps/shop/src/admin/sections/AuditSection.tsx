import { auditActions, type AuditAction, type AuditEntry } from '@nyansa/contract';
import { DataTable, formatDate, formatTime, Label, Select, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAudit } from '../../data/useAdmin';

/** 'price: 9.99 → 12.5' per field that changed (or was set, or removed). */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

const columns: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', value: (entry) => new Date(entry.created_at), cell: (entry) => `${formatDate(entry.created_at)}, ${formatTime(entry.created_at)}` },
  { id: 'who', header: 'Who', value: (entry) => entry.actor_email ?? 'Command line' },
  { id: 'action', header: 'Action', value: (entry) => entry.action },
  { id: 'target', header: 'Target', value: (entry) => `${entry.target.type} ${entry.target.id}` },
  {
    id: 'changes',
    header: 'Changes',
    sortable: false,
    wrap: true,
    cell: (entry) => {
      const changes = auditChanges(entry);
      return changes.length === 0 ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {changes.map((change) => (
            <li key={change} className="break-words">
              {change}
            </li>
          ))}
        </ul>
      );
    },
  },
];

/** /admin/audit: every staff write, newest first (who, what, when, before and after). */
export function AuditSection() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const actionId = useId();
  const list = useAudit({ action: action || undefined, page });
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="font-display text-xl font-semibold">
        Audit log
      </h2>
      <div className="flex items-center gap-2">
        <Label htmlFor={actionId}>Action</Label>
        <Select
          id={actionId}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as AuditAction | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Every action' }, ...auditActions.map((value) => ({ value, label: value }))]}
        />
      </div>
      <DataTable
        caption="Audit log"
        hideCaption
        columns={columns}
        data={list.rows}
        getRowId={(entry) => String(entry.id)}
        loading={list.loading}
        error={list.error}
        emptyText="Nothing recorded yet."
        paging={{ page, pageCount: Math.max(1, list.pagination?.total_pages ?? 1), onPageChange: setPage }}
      />
    </section>
  );
}
