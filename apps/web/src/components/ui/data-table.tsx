/**
 * The back office's table in a card (header row, one row a record, a row saying there is nothing)
 * and its pager ('Previous' / 'Next' with '{first}–{last} of {total}', back office spec §2 lists).
 */
import type { Key, ReactNode } from 'react';

/** One column: its header and what each row shows in it. */
export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the header and the cells, e.g. 'text-right' or 'hidden xl:table-cell'. */
  className?: string;
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

/** 'Previous' / 'Next' under a paged list with '{first}–{last} of {total}'; nothing when one page holds all. */
export function Pager({ offset, pageSize, total, onChange }: Paging) {
  if (total <= pageSize) return null;
  return (
    <div className="mt-4 flex items-center justify-between text-sm">
      <span className="text-slate-500">
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </span>
      <div className="flex gap-2">
        <button type="button" className="btn-outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
          Previous
        </button>
        <button type="button" className="btn-outline" disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>
          Next
        </button>
      </div>
    </div>
  );
}
