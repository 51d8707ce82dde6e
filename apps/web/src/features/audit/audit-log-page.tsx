/**
 * Audit log (decision 007): every admin change with who, what, when, and the before/after values,
 * one page at a time (GET /api/admin/audit-log).
 */
import { useState } from 'react';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pager } from '../../components/ui/data-table';
import { dateTime } from '../../lib/format-date';
import { useAuditLog } from './api/use-audit-log';

const ENTITIES = ['product', 'product-image', 'hero', 'hero-image', 'order', 'customer', 'country', 'settings'];
const PAGE = 50;
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  upload: 'Image uploaded',
  activate: 'Activated',
  deactivate: 'Deactivated',
  notify: 'Notification sent',
  'import-create': 'Created by CSV import',
  'import-update': 'Updated by CSV import',
};

function Json({ value }: { value: unknown }) {
  if (value == null) return <span className="text-slate-400">—</span>;
  return <pre className="max-h-48 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">{JSON.stringify(value, null, 2)}</pre>;
}

export function AuditLogPage() {
  const [entity, setEntity] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useAuditLog({ offset, limit: PAGE, ...(entity ? { entity } : {}) });
  const total = q.data?.total ?? 0;
  return (
    <div>
      <PageHeader
        title="Audit Log"
        subtitle="Every change made in the back office"
        actions={
          <select className="input w-auto" aria-label="What changed" value={entity} onChange={(e) => (setEntity(e.target.value), setOffset(0))}>
            <option value="">Everything</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        }
      />
      {q.isError ? (
        <LoadError message="Failed to load the audit log" onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <TableSkeleton />
      ) : q.data.items.length === 0 ? (
        <div className="card p-8 text-center text-slate-500">No changes recorded yet.</div>
      ) : (
        <ul className="space-y-3">
          {q.data.items.map((e) => (
            <li key={e.id} className="card p-4 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{e.entity}</span>
                <span className="font-semibold">{ACTION_LABELS[e.action] ?? e.action}</span>
                <span className="font-mono text-xs text-slate-500">{e.entityId}</span>
                <span className="ml-auto text-slate-500">
                  {e.actorEmail ?? 'unknown'} · {dateTime(e.createdAt)}
                </span>
              </div>
              {(e.before != null || e.after != null) && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-slate-600">Before and after</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <div>
                      <p className="mb-1 text-xs font-semibold text-slate-500">Before</p>
                      <Json value={e.before} />
                    </div>
                    <div>
                      <p className="mb-1 text-xs font-semibold text-slate-500">After</p>
                      <Json value={e.after} />
                    </div>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager offset={offset} pageSize={PAGE} total={total} onChange={setOffset} />
    </div>
  );
}
