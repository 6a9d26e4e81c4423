import { auditActions, type AuditAction, type AuditEntry } from '@nyansa/contract';
import { DataTable, formatDate, formatTime, Label, Select, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAudit } from '../../data/useAdmin';

/** A record's fields flattened, nested ones under their path: { details: { spf: 30 } } → { 'details.spf': 30 }. */
function flatten(record: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as Record<string, unknown>, path)) fields.set(inner, innerValue);
    } else {
      fields.set(path, value);
    }
  }
  return fields;
}

/** 'details.key_ingredients' → 'Key ingredients'. */
function fieldName(path: string): string {
  const words = (path.split('.').at(-1) ?? path).replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const longest = 80;

/** A value as words: none, yes / no, a list joined with commas, a long text cut short. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = Array.isArray(value) ? value.map((item) => shown(item)).join(', ') : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
}

/** 'Price: 9.99 → 12.5' per field that changed (or was set, or removed), nested fields by their own name. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = flatten(entry.before ?? {});
  const after = flatten(entry.after ?? {});
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => JSON.stringify(before.get(key)) !== JSON.stringify(after.get(key)))
    .map((key) => `${fieldName(key)}: ${shown(before.get(key))} → ${shown(after.get(key))}`);
}

/** The target by its name (an email, a product's name), with its kind and number: 'Shea Cream (product 21)'. */
export function auditTarget(target: AuditEntry['target']): string {
  return target.label ? `${target.label} (${target.type} ${target.id})` : `${target.type} ${target.id}`;
}

const columns: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', value: (entry) => new Date(entry.created_at), cell: (entry) => `${formatDate(entry.created_at)}, ${formatTime(entry.created_at)}` },
  { id: 'who', header: 'Who', value: (entry) => entry.actor_email ?? 'Command line' },
  { id: 'action', header: 'Action', value: (entry) => entry.action },
  { id: 'target', header: 'Target', value: (entry) => auditTarget(entry.target), wrap: true },
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

/** /admin/audit: every staff write, newest first (who, what, on whom or what by name, when, what changed field by field). */
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
