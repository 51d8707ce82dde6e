/**
 * The back office's table in a card (header row, one row a record, a row saying there is nothing)
 * and its pager ('Previous' / 'Next' with '{first}–{last} of {total}', back office spec §2 lists).
 * Below 640 px wide the table turns into a list of cards, one a record: the first column as its
 * title, then each column's header and value, the header-less last column (actions) at its foot.
 */
import { useSyncExternalStore, type Key, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

const PHONE = '(max-width: 639px)';

/** True on a phone-sized window (below 640 px); false where there is no window (server, tests without matchMedia). */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const media = window.matchMedia(PHONE);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** One column: its header and what each row shows in it. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the header and the cells, e.g. 'text-right' or 'hidden xl:table-cell'. */
  className?: string;
  /** The row's buttons: on a phone card they go last, without their header. */
  actions?: boolean;
}

/** Where a paged list stands: `offset` and `pageSize` in rows, `total` rows on the server. */
export interface Paging {
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** The text of the one row shown when `rows` is empty, e.g. 'No products found.' */
  empty: ReactNode;
  /** Accessible name of the table. */
  label?: string;
  /** Classes of the <table>, e.g. a 'min-w-[640px]' so that narrow screens scroll it. */
  tableClassName?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** With it, the pager under the table. */
  paging?: Paging;
  /** Extra classes of the card around the table, e.g. 'hidden xl:block'. */
  className?: string;
  /** Narrower cells (px-3 instead of px-4), for a wide table that must fit its screen. */
  dense?: boolean;
}

/** A table of `rows` with `columns`; an empty list shows one row with `empty`. */
export function DataTable<Row>({ columns, rows, rowKey, empty, label, tableClassName = 'w-full text-sm', rowClassName, paging, className = '', dense = false }: DataTableProps<Row>) {
  const pad = dense ? 'px-3' : 'px-4';
  if (usePhoneWidth()) {
    return (
      <>
        <div className={className}>
          <Cards columns={columns} rows={rows} rowKey={rowKey} empty={empty} label={label} rowClassName={rowClassName} />
        </div>
        {paging && <Pager {...paging} />}
      </>
    );
  }
  return (
    <>
      <div className={`card overflow-x-auto ${className}`}>
        <table className={tableClassName} aria-label={label}>
          <thead className="bg-slate-50 text-left text-slate-500">
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col" className={`${pad} py-2 font-medium ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-8 text-center text-slate-500">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((c, i) => (
                    <td key={i} className={`${pad} py-2 ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && <Pager {...paging} />}
    </>
  );
}

/** The rows as cards on a phone: the first column as the title, header and value pairs, then a header-less last column (actions). */
function Cards<Row>({ columns, rows, rowKey, empty, label, rowClassName }: Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'empty' | 'label' | 'rowClassName'>) {
  if (rows.length === 0) return <p className="card p-8 text-center text-sm text-slate-500">{empty}</p>;
  const [title, ...rest] = columns;
  const last = rest.at(-1);
  const actions = last && (last.actions || last.header === '' || last.header === 'Actions') ? last : undefined;
  const fields = actions ? rest.slice(0, -1) : rest;
  return (
    <ul className="space-y-3" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={`card space-y-2 p-4 text-sm ${rowClassName?.(row) ?? ''}`}>
          {title && <div className="min-w-0 break-words">{title.cell(row)}</div>}
          {fields.length > 0 && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {fields.map((c, i) => (
                <div key={i} className="contents">
                  <dt className="text-slate-500">{c.header}</dt>
                  <dd className="min-w-0 text-right break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {actions && <div className="flex justify-end border-t border-slate-100 pt-2">{actions.cell(row)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** 'Previous' / 'Next' under a paged list with '{first}–{last} of {total}'; nothing when one page holds all. */
export function Pager({ offset, pageSize, total, onChange }: Paging) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <div className="mt-4 flex items-center justify-between text-sm">
      <span className="text-slate-500">
        {t('common.range', { first: offset + 1, last: Math.min(offset + pageSize, total), total })}
      </span>
      <div className="flex gap-2">
        <button type="button" className="btn-outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
          {t('common.previous')}
        </button>
        <button type="button" className="btn-outline" disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>
          {t('common.next')}
        </button>
      </div>
    </div>
  );
}
