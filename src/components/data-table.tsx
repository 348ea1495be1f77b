'use client';

import { Button, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger, Spinner, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@heroui/react';
import type { ReactNode } from 'react';

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

/** The admin's data table with an action column; one look for every list. */
export function DataTable<Row extends { id: string }>({ label, rows, columns, actions = [], isLoading, emptyText, bottomContent }: DataTableProps<Row>) {
  const allColumns = [...columns.map((column) => ({ key: column.key, label: column.label, hideOnMobile: column.hideOnMobile })), ...(actions.length > 0 ? [{ key: '__actions', label: 'Akce', hideOnMobile: false }] : [])];
  return (
    <Table aria-label={label} classNames={{ wrapper: 'overflow-x-auto p-2 sm:p-4' }} bottomContent={bottomContent}>
      <TableHeader columns={allColumns}>
        {(column) => (
          <TableColumn key={column.key} align={column.key === '__actions' ? 'end' : 'start'} className={column.hideOnMobile ? 'hidden sm:table-cell' : undefined}>
            {column.label}
          </TableColumn>
        )}
      </TableHeader>
      {/* Rows as elements, not `items` with a render function: the collection caches a row rendered
          from an item by that item object, so a cell whose column shows something else (a label
          that loaded after the rows) kept its old text until the row object changed. */}
      <TableBody isLoading={isLoading} loadingContent={<Spinner label="Načítám…" />} emptyContent={isLoading ? ' ' : emptyText}>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {(columnKey) => {
              if (columnKey === '__actions') {
                const available = actions.filter((action) => !action.isHidden?.(row));
                return (
                  <TableCell>
                    {/* Buttons where there is room; one menu on a phone, so the row fits. */}
                    <div className="hidden justify-end gap-2 sm:flex">
                      {available.map((action) => (
                        <Button
                          key={action.label}
                          size="sm"
                          variant="flat"
                          color={action.color ?? 'default'}
                          onPress={() => action.onPress(row)}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </div>
                    <div className="flex justify-end sm:hidden">
                      <Dropdown placement="bottom-end">
                        <DropdownTrigger>
                          <Button size="sm" variant="flat" isIconOnly aria-label="Akce">
                            ⋯
                          </Button>
                        </DropdownTrigger>
                        <DropdownMenu aria-label="Akce" items={available} onAction={(key) => available.find((action) => action.label === key)?.onPress(row)}>
                          {(action) => (
                            <DropdownItem key={action.label} color={action.color === 'danger' ? 'danger' : 'default'}>
                              {action.label}
                            </DropdownItem>
                          )}
                        </DropdownMenu>
                      </Dropdown>
                    </div>
                  </TableCell>
                );
              }
              const column = columns.find((candidate) => candidate.key === columnKey);
              return <TableCell className={column?.hideOnMobile ? 'hidden sm:table-cell' : undefined}>{column?.render(row)}</TableCell>;
            }}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
