/**
 * Audit log (decision 007, issue 17): one line per change — when, who, what was done to which
 * thing by its name or number (stored with the entry) — filtered by what, who and when, and
 * searched by name; a line opens to show the fields that changed, before and after
 * (GET /api/admin/audit-log, paged).
 */
import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { AuditEntryDto } from '@phonexport/contracts/audit';
import { PagedListState } from '../../components/admin-list/paged-list-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pager } from '../../components/ui/data-table';
import { ListToolbar, listOptions, useListOffset } from '../../components/admin-list/list-toolbar';
import { dateTime } from '../../lib/format-date';
import { useAuditLog } from './api/use-audit-log';
import { Trans, t as translate, useTranslation } from '../../i18n/i18n';

const PAGE = 50;
/** The actor filter's value for changes the shop applied itself (the server's word). */
const SHOP = 'shop';

/**
 * What was done and to what, in the interface language: `admin.audit.action.<action>` and
 * `admin.audit.entity.<entity>` (the filter's names) / `admin.audit.entityInLine.<entity>` (inside
 * a line); an action or entity without a text shows its code.
 */
const known = (key: string, code: string) => {
  const text = translate(key);
  return text === key ? code : text;
};
const actionLabel = (a: string) => known(`admin.audit.action.${a}`, a);
const entityLabel = (e: string) => known(`admin.audit.entity.${e}`, e);
const entityInLine = (e: string) => known(`admin.audit.entityInLine.${e}`, e);
/** A staff role (owner, manager, support) by its name in the interface language. */
const roleLabel = (r: string) => known(`staff.role${r.charAt(0).toUpperCase()}${r.slice(1)}`, r);

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
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <p className="text-slate-500">{t('admin.audit.noValues')}</p>;
  return (
    <table className="w-full table-fixed text-xs">
      <thead className="text-left text-slate-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
            {t('admin.audit.field')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('admin.audit.before')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('admin.audit.after')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {fields.map((f) => (
          <tr key={f.field}>
            <th scope="row" className="py-1 pr-2 text-left font-medium break-words">{f.field || t('admin.audit.value')}</th>
            <td className="py-1 pr-2 font-mono break-words text-red-800">{show(f.before)}</td>
            <td className="py-1 font-mono break-words text-green-800">{show(f.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Line({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
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
            <Trans
              i18nKey="admin.audit.line"
              values={{ action: actionLabel(entry.action), entity: entityInLine(entry.entity), name }}
              components={[<span key="action" className="font-medium" />, <span key="entity" className="text-slate-500" />, <span key="name" className="font-semibold break-words" />]}
            />
          </span>
          <span className="col-start-2 truncate text-slate-500 sm:col-start-auto sm:text-right" title={entry.actorEmail ?? undefined}>
            {entry.actorName ? `${entry.actorName}${entry.actorRole ? ` · ${roleLabel(entry.actorRole)}` : ''}` : (entry.actorEmail ?? t('admin.audit.shop'))}
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
  const { t } = useTranslation();
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { offset, setOffset, refine } = useListOffset();
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
      <PageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <ListToolbar
        search={{ label: t('admin.audit.searchLabel'), placeholder: t('admin.audit.searchPlaceholder'), value: search, onChange: refine(setSearch) }}
        filters={[
          {
            label: t('admin.audit.what'),
            value: entity,
            onChange: refine(setEntity),
            options: listOptions(q.data?.entities ?? [], entityLabel, t('admin.audit.everything')),
          },
          {
            label: t('admin.audit.who'),
            value: actor,
            onChange: refine(setActor),
            options: [...listOptions(q.data?.actors ?? [], (a) => a, t('admin.audit.everyone')), { value: SHOP, label: t('admin.audit.shopAutomatic') }],
            className: 'input w-auto max-w-full',
          },
        ]}
        dateRange={{ from, to, onFrom: refine(setFrom), onTo: refine(setTo) }}
      />
      <div className="mt-4">
        <PagedListState query={q} error={t('admin.audit.loadFailed')} empty={t('admin.audit.none')}>
          {(page) => (
            <ul className="card divide-y divide-slate-100 overflow-hidden" aria-label={t('admin.audit.changes')}>
              {page.items.map((e) => (
                <Line key={e.id} entry={e} />
              ))}
            </ul>
          )}
        </PagedListState>
        <Pager offset={offset} pageSize={PAGE} total={total} onChange={setOffset} />
      </div>
    </div>
  );
}
