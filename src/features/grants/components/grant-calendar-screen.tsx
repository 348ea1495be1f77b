'use client';

import dynamic from 'next/dynamic';
import { Button, Spinner } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import type { ManageAction } from '@/components/manage-actions-menu';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useUrlState } from '@/lib/use-url-state';
import type { Grant } from '../api';
import { grantFilters } from '../filters';
import { grantsByMonth } from '../grant-calendar';
import { useDeleteGrant, useGrants, useSetGrantActive } from '../hooks';
import { grantMessages } from '../messages';
import { GrantFiltersBar } from './grant-filters-bar';
import { GrantMonthCard } from './grant-month-card';

// The form (its fields and schema) is fetched when it is first opened.
const GrantFormModal = dynamic(() => import('./grant-form-modal').then((module) => module.GrantFormModal), { ssr: false });

/** /admin/grant-calendar: the year as twelve months with the grants due in each. */
export function GrantCalendarScreen() {
  const [filters, setFilters] = useUrlState(grantFilters);
  const grants = useGrants(filters);
  const setActive = useSetGrantActive();
  const remove = useDeleteGrant();
  const [editing, setEditing] = useState<Grant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Grant | null>(null);
  // A search or month filter shows only the months with a match; the plain calendar shows the whole year.
  const isNarrowed = Boolean(filters.q || filters.month);
  const months = grantsByMonth(grants.data ?? []).filter((month) => !isNarrowed || month.grants.length > 0);

  function onAction(action: ManageAction, grant: Grant) {
    if (action === 'edit') setEditing(grant);
    else if (action === 'delete') setDeleting(grant);
    else setActive.mutate({ id: grant.id, isActive: !grant.is_active });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <GrantFiltersBar filters={filters} onChange={setFilters} />
        <Button color="primary" className="sm:ml-auto sm:shrink-0" onPress={() => setEditing('new')}>
          {grantMessages.add}
        </Button>
      </div>
      {grants.error ? (
        <DatabaseErrorFallback error={grants.error} scope="data" isAuthenticated onRetry={() => void grants.refetch()} />
      ) : !grants.data ? (
        <Spinner label={grantMessages.loading} className="self-center py-12" />
      ) : isNarrowed && months.length === 0 ? (
        <p className="rounded-large border border-dashed border-default-300 p-8 text-center text-default-500">
          {grantMessages.noResults}
        </p>
      ) : (
        <div
          aria-label={grantMessages.calendarLabel}
          role="group"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {months.map((month) => (
            <GrantMonthCard key={month.month} month={month} onAction={onAction} />
          ))}
        </div>
      )}
      {grants.data ? <p className="text-small text-default-500">{grantMessages.total(grants.data.length)}</p> : null}
      {editing ? (
        <GrantFormModal
          grant={editing === 'new' ? null : editing}
          defaultMonth={filters.month}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <LazyConfirmDialog
        isOpen={deleting !== null}
        title={grantMessages.deleteTitle}
        message={deleting ? grantMessages.deleteConfirm(deleting.name) : ''}
        confirmLabel={grantMessages.deleteLabel}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
