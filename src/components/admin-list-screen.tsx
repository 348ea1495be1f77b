'use client';

import { Button } from '@heroui/react';
import { useState, type ReactNode } from 'react';
import { DatabaseErrorFallback } from './database-error-fallback';
import { DataTable, type DataColumn, type RowAction } from './data-table';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

/** The parts of a list query the screen reads; a react-query result fits as it is. */
interface ListQuery<Row> {
  data: Row[] | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

/** A delete mutation taking the row's id; a react-query mutation result fits as it is. */
interface DeleteMutation {
  mutate: (id: string, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

interface AdminListScreenProps<Row extends { id: string }> {
  /** Its error replaces the whole screen with the database fallback; while pending the table shows it. */
  query: ListQuery<Row>;
  /** The feature's message for a failed load of the list, above the fallback's reason. */
  loadError?: string;
  /** The rows shown when the screen narrows the query's data (a filter); the query's data otherwise. */
  rows?: Row[];
  addLabel: string;
  /** Controls shown before the add button, which then moves to the row's end (filters, search). */
  toolbar?: ReactNode;
  table: { label: string; emptyText: string; columns: DataColumn<Row>[] };
  /** Row actions offered before 'Upravit' and 'Smazat'. */
  extraActions?: RowAction<Row>[];
  /** False when rows can only be added, never edited or deleted (the feature's API allows no more). */
  isEditable?: boolean;
  /** The add/edit dialog: `null` for a new row; `onClose` is also what a successful save calls. */
  renderEditor: (row: Row | null, onClose: () => void) => ReactNode;
  deletion: { title: string; message: (row: Row) => string; mutation: DeleteMutation };
  /** Under the table: the pager of a server-paged list. */
  bottomContent?: ReactNode;
}

/**
 * The admin's list screen: an add button, the table with 'Upravit' and 'Smazat' on each
 * row, the add/edit dialog and the confirmation before a delete. Screens differ only in what they
 * pass in.
 */
export function AdminListScreen<Row extends { id: string }>({
  query,
  loadError,
  rows,
  addLabel,
  toolbar,
  table,
  extraActions = [],
  isEditable = true,
  renderEditor,
  deletion,
  bottomContent,
}: AdminListScreenProps<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  if (query.error)
    return <DatabaseErrorFallback error={query.error} loadError={loadError} scope="data" isAuthenticated onRetry={() => void query.refetch()} />;

  const addButton = (
    <Button color="primary" className={toolbar ? 'sm:ml-auto' : undefined} onPress={() => setEditing('new')}>
      {addLabel}
    </Button>
  );
  const closeEditor = () => setEditing(null);
  return (
    <div className="flex flex-col gap-4">
      {toolbar ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {toolbar}
          {addButton}
        </div>
      ) : (
        <div className="flex justify-end">{addButton}</div>
      )}
      <DataTable<Row>
        label={table.label}
        rows={rows ?? query.data ?? []}
        isLoading={query.isPending}
        emptyText={table.emptyText}
        columns={table.columns}
        bottomContent={bottomContent}
        actions={[
          ...extraActions,
          ...(isEditable
            ? [
                { label: 'Upravit', onPress: (row: Row) => setEditing(row) },
                { label: 'Smazat', color: 'danger' as const, onPress: (row: Row) => setDeleting(row) },
              ]
            : []),
        ]}
      />
      {editing ? renderEditor(editing === 'new' ? null : editing, closeEditor) : null}
      <LazyConfirmDialog
        isOpen={deleting !== null}
        title={deletion.title}
        message={deleting ? deletion.message(deleting) : ''}
        confirmLabel="Smazat"
        tone="danger"
        isPending={deletion.mutation.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deletion.mutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
