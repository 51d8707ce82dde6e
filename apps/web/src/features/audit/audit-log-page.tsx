/**
 * Audit log (decision 007, issue 17): one line per change — when, who, what was done to which
 * thing by its name or number (stored with the entry) — filtered by what, who and when, and
 * searched by name; a line opens to show the fields that changed, before and after
 * (GET /api/admin/audit-log, paged).
 */
import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { AuditEntryDto } from '@phonexport/contracts/audit';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pager } from '../../components/ui/data-table';
import { DateRange, FilterBar } from '../../components/ui/search-box';
import { dateTime } from '../../lib/format-date';
import { useAuditLog } from './api/use-audit-log';

const PAGE = 50;
/** The actor filter's value for changes the shop applied itself (the server's word). */
const SHOP = 'shop';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Changed the status of',
  'status-correction': 'Corrected the status of',
  upload: 'Uploaded',
  activate: 'Activated',
  deactivate: 'Deactivated',
  notify: 'Sent a notification to',
  'import-create': 'Created by CSV import',
  'import-update': 'Updated by CSV import',
  cancel: 'Cancelled',
  refund: 'Refunded',
  'shipment-event': 'Added a shipment event to',
  approved: 'Approved',
  rejected: 'Rejected',
  note: 'Noted',
  start: 'Started a chat with',
  close: 'Closed the chat with',
};

const ENTITY_LABELS: Record<string, string> = {
  product: 'Product',
  'product-image': 'Product image',
  hero: 'Hero banner',
  'hero-image': 'Hero banner image',
  order: 'Order',
  customer: 'Customer',
  country: 'Service country',
  settings: 'Settings',
  review: 'Review',
  'review-reply': 'Review reply',
  conversation: 'Chat',
};

const entityLabel = (e: string) => ENTITY_LABELS[e] ?? e;

/** A value as one short line (strings as they are, the rest as JSON). */
function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields a change touched, each with its value before and after: every field of what was
 * created or deleted; for an update, the fields recorded after it whose value differs (an update
 * records only what it set, so a field missing after it did not change). A non-object is one field ''.
 */
function changedFields(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) return before === after ? [] : [{ field: '', before, after }];
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  return Object.keys(isObject(after) ? a : b)
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

function Changes({ entry }: { entry: AuditEntryDto }) {
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <p className="text-slate-500">No field values were recorded for this change.</p>;
  return (
    <table className="w-full table-fixed text-xs">
      <thead className="text-left text-slate-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">Field</th>
          <th scope="col" className="py-1 pr-2 font-medium">Before</th>
          <th scope="col" className="py-1 font-medium">After</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {fields.map((f) => (
          <tr key={f.field}>
            <th scope="row" className="py-1 pr-2 text-left font-medium break-words">{f.field || 'value'}</th>
            <td className="py-1 pr-2 font-mono break-words text-red-800">{show(f.before)}</td>
            <td className="py-1 font-mono break-words text-green-800">{show(f.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Line({ entry }: { entry: AuditEntryDto }) {
  const name = entry.label ?? entry.entityId ?? '';
  return (
    <li>
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5 text-sm hover:bg-slate-50 sm:grid-cols-[auto_11.5rem_minmax(0,1fr)_minmax(0,14rem)]">
          <ChevronRight className="size-4 self-center text-slate-400 transition group-open:rotate-90" aria-hidden />
          <time className="text-slate-500 tabular-nums sm:order-none" dateTime={entry.createdAt}>
            {dateTime(entry.createdAt)}
          </time>
          <span className="col-start-2 min-w-0 sm:col-start-auto">
            <span className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</span> <span className="text-slate-500">{entityLabel(entry.entity).toLowerCase()}</span>{' '}
            <span className="font-semibold break-words">{name}</span>
          </span>
          <span className="col-start-2 truncate text-slate-500 sm:col-start-auto sm:text-right" title={entry.actorEmail ?? undefined}>
            {entry.actorName ? `${entry.actorName}${entry.actorRole ? ` · ${entry.actorRole}` : ''}` : (entry.actorEmail ?? 'The shop')}
          </span>
        </summary>
        <div className="border-t border-slate-100 bg-slate-50 px-4 py-3 sm:pl-11">
          <Changes entry={entry} />
        </div>
      </details>
    </li>
  );
}

export function AuditLogPage() {
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  /** Sets one filter and goes back to the first page. */
  const refine = (set: (v: string) => void) => (v: string) => (set(v), setOffset(0));
  const q = useAuditLog({
    offset,
    limit: PAGE,
    ...(entity ? { entity } : {}),
    ...(actor ? { actor } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const total = q.data?.total ?? 0;
  return (
    <div>
      <PageHeader title="Audit Log" subtitle="Every change made in the back office, newest first" />
      <FilterBar label="Search the audit log" placeholder="Search by name, order number or e-mail..." value={search} onChange={refine(setSearch)}>
        <select className="input w-auto" aria-label="What changed" value={entity} onChange={(e) => refine(setEntity)(e.target.value)}>
          <option value="">Everything</option>
          {q.data?.entities.map((e) => (
            <option key={e} value={e}>
              {entityLabel(e)}
            </option>
          ))}
        </select>
        <select className="input w-auto max-w-full" aria-label="Who" value={actor} onChange={(e) => refine(setActor)(e.target.value)}>
          <option value="">Everyone</option>
          {q.data?.actors.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
          <option value={SHOP}>The shop (automatic)</option>
        </select>
        <DateRange from={from} to={to} onFrom={refine(setFrom)} onTo={refine(setTo)} />
      </FilterBar>
      <div className="mt-4">
        {q.isError ? (
          <LoadError message="Failed to load the audit log" onRetry={() => q.refetch()} />
        ) : !q.data ? (
          <TableSkeleton />
        ) : q.data.items.length === 0 ? (
          <div className="card p-8 text-center text-slate-500">No changes match these filters.</div>
        ) : (
          <ul className="card divide-y divide-slate-100 overflow-hidden" aria-label="Changes">
            {q.data.items.map((e) => (
              <Line key={e.id} entry={e} />
            ))}
          </ul>
        )}
        <Pager offset={offset} pageSize={PAGE} total={total} onChange={setOffset} />
      </div>
    </div>
  );
}
