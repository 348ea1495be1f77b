'use client';

import { Spinner } from '@heroui/react';
import type { ReactNode } from 'react';
import { PhoneRowMenu } from './phone-row-menu';

export interface DataColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Hidden below the sm breakpoint, for secondary columns on phones. */
  hideOnMobile?: boolean;
}

export interface RowAction<Row> {
  label: string;
  onPress: (row: Row) => void;
  color?: 'default' | 'primary' | 'danger' | 'success' | 'warning';
  isHidden?: (row: Row) => boolean;
}

interface DataTableProps<Row extends { id: string }> {
  label: string;
  rows: Row[];
  columns: DataColumn<Row>[];
  actions?: RowAction<Row>[];
  isLoading: boolean;
  emptyText: string;
  bottomContent?: ReactNode;
}

/** The header row's look: HeroUI's table header (grey band, small caps-like labels). */
const HEADER_CELL = 'h-10 whitespace-nowrap bg-default-100 px-3 align-middle text-tiny font-semibold text-foreground-500 first:rounded-s-lg last:rounded-e-lg';
const BODY_CELL = 'px-3 py-2 align-middle text-small font-normal';
const mobileOnly = (hideOnMobile: boolean | undefined) => (hideOnMobile ? ' hidden sm:table-cell' : '');

/**
 * The admin's data table with an action column; one look for every list. A native table styled
 * like HeroUI's: HeroUI's grid built each row through react-aria's collections, about 10 kB of
 * HTML per row and its share of the server's render and the browser's hydration on every list
 * page, for arrow-key cell navigation a list of rows with buttons does not need (Tab reaches the
 * buttons; the first column is each row's header for screen readers).
 */
export function DataTable<Row extends { id: string }>({ label, rows, columns, actions = [], isLoading, emptyText, bottomContent }: DataTableProps<Row>) {
  const columnCount = columns.length + (actions.length > 0 ? 1 : 0);
  const [firstColumn, ...otherColumns] = columns;
  return (
    <div className="relative z-0 flex w-full flex-col justify-between gap-4 overflow-x-auto rounded-large bg-content1 p-2 shadow-small sm:p-4">
      <table aria-label={label} aria-busy={isLoading || undefined} className="h-auto w-full min-w-full table-auto">
        <thead className="after:table-row after:h-[5px] after:content-['']">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${HEADER_CELL} text-start${mobileOnly(column.hideOnMobile)}`}>
                {column.label}
              </th>
            ))}
            {actions.length > 0 ? (
              <th scope="col" className={`${HEADER_CELL} text-end`}>
                Akce
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="h-10 py-6 text-center text-small text-foreground-400">
                {isLoading ? <Spinner label="Načítám…" /> : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {firstColumn ? (
                  <th scope="row" className={`${BODY_CELL} text-start${mobileOnly(firstColumn.hideOnMobile)}`}>
                    {firstColumn.render(row)}
                  </th>
                ) : null}
                {otherColumns.map((column) => (
                  <td key={column.key} className={`${BODY_CELL}${mobileOnly(column.hideOnMobile)}`}>
                    {column.render(row)}
                  </td>
                ))}
                {actions.length > 0 ? (
                  <td className={`${BODY_CELL} text-end`}>
                    <RowActions row={row} actions={actions.filter((action) => !action.isHidden?.(row))} />
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {bottomContent}
    </div>
  );
}

/**
 * HeroUI's small flat button look on a native button (globals.css, .row-action): a list shows two
 * or three actions on each of its 20 rows, and HeroUI's Button works out its classes (a hundred
 * compound variants) and its press handling on every one of them, on the server and again while
 * hydrating. A native button does the same job.
 */
const rowActionClass = (color: NonNullable<RowAction<unknown>['color']> = 'default') => `row-action row-action-${color}`;

/** Buttons where there is room; one menu on a phone, so the row fits. */
function RowActions<Row>({ row, actions }: { row: Row; actions: RowAction<Row>[] }) {
  return (
    <>
      <div className="hidden justify-end gap-2 sm:flex">
        {actions.map((action) => (
          <button key={action.label} type="button" className={rowActionClass(action.color)} onClick={() => action.onPress(row)}>
            {action.label}
          </button>
        ))}
      </div>
      <div className="flex justify-end sm:hidden">
        <PhoneRowMenu actions={actions.map((action) => ({ label: action.label, color: action.color, onPress: () => action.onPress(row) }))} />
      </div>
    </>
  );
}
