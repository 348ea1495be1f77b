'use client';

import { Button, Chip } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useClubs } from '@/features/clubs/hooks';
import { formatDate } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { useUrlState } from '@/lib/use-url-state';
import type { Loan } from '../api';
import { loanFilterState, NO_LOAN_FILTERS } from '../filters';
import { useCancelLoan, useEndLoan, useLoanSummaries, useLoans } from '../hooks';
import { countLoansByStatus, isLoanActionable } from '../logic';
import { LOAN_STATUSES, LOAN_TYPES, loanMessages } from '../messages';
import { LoanFiltersBar } from './loan-filters-bar';
import { LoanStatsCards } from './loan-stats';

// The form (its fields and schema) is fetched when it is first opened.
const LoanFormModal = dynamic(() => import('./loan-form-modal').then((module) => module.LoanFormModal), { ssr: false });

const statusColor = (status: string) => (status === 'active' ? 'success' : status === 'terminated' ? 'danger' : 'default');

/** /admin/members?tab=loans: stats, filters, the loans and their 'Ukončit' / 'Zrušit'. */
export function LoansPanel() {
  const [filters, setFilters] = useUrlState(loanFilterState);
  const loans = useLoans(filters);
  const summaries = useLoanSummaries();
  const clubs = useClubs();
  const end = useEndLoan();
  const cancel = useCancelLoan();
  const [isCreating, setIsCreating] = useState(false);
  const [confirming, setConfirming] = useState<{ loan: Loan; action: 'end' | 'cancel' } | null>(null);

  if (loans.error)
    return (
      <DatabaseErrorFallback error={loans.error} loadError={loanMessages.loadError} scope="data" isAuthenticated onRetry={() => void loans.refetch()} />
    );

  const players = new Map<string, string>();
  for (const summary of summaries.data ?? []) {
    if (summary.player) players.set(summary.player_id, `${summary.player.surname} ${summary.player.name}`);
  }
  const playerOptions = [...players].map(([id, name]) => ({ id, label: name })).sort((a, b) => a.label.localeCompare(b.label, 'cs'));
  const mutation = confirming?.action === 'end' ? end : cancel;

  return (
    <div className="flex flex-col gap-4">
      <LoanStatsCards stats={summaries.data ? countLoansByStatus(summaries.data) : undefined} />
      <LoanFiltersBar filters={filters} onChange={setFilters} players={playerOptions} clubs={clubs.data ?? []} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {clubs.error ? <p className="mr-auto text-small text-danger">{loanMessages.clubsLoadError}</p> : null}
        <Button variant="light" onPress={() => setFilters(NO_LOAN_FILTERS)}>
          {loanMessages.clearFilters}
        </Button>
        <Button color="primary" onPress={() => setIsCreating(true)} isDisabled={!clubs.data}>
          {loanMessages.add}
        </Button>
      </div>
      <DataTable<Loan>
        label={loanMessages.tableLabel}
        rows={loans.data ?? []}
        isLoading={loans.isPending}
        emptyText={loanMessages.empty}
        columns={[
          {
            key: 'player',
            label: loanMessages.player,
            render: (loan) => (
              <div className="flex flex-col">
                <span className="font-medium">{loan.player ? `${loan.player.surname} ${loan.player.name}` : '—'}</span>
                <span className="text-xs text-default-500">{loan.player?.registration_number}</span>
              </div>
            ),
          },
          {
            key: 'clubs',
            label: `${loanMessages.fromClub} → ${loanMessages.toClub.toLowerCase()}`,
            render: (loan) => `${loan.from_club?.name ?? '—'} → ${loan.to_club?.name ?? '—'}`,
            hideOnMobile: true,
          },
          {
            key: 'period',
            label: loanMessages.period,
            render: (loan) => `${formatDate(loan.loan_start_date)} – ${loan.loan_end_date ? formatDate(loan.loan_end_date) : '…'}`,
            hideOnMobile: true,
          },
          { key: 'type', label: loanMessages.type, render: (loan) => labelOf(LOAN_TYPES, loan.loan_type), hideOnMobile: true },
          {
            key: 'status',
            label: loanMessages.status,
            render: (loan) => (
              <Chip size="sm" variant="flat" color={statusColor(loan.status)}>
                {labelOf(LOAN_STATUSES, loan.status)}
              </Chip>
            ),
          },
        ]}
        actions={[
          { label: loanMessages.end, color: 'primary', isHidden: (loan) => !isLoanActionable(loan), onPress: (loan) => setConfirming({ loan, action: 'end' }) },
          { label: loanMessages.cancel, color: 'danger', isHidden: (loan) => !isLoanActionable(loan), onPress: (loan) => setConfirming({ loan, action: 'cancel' }) },
        ]}
      />
      {isCreating && clubs.data ? <LoanFormModal clubs={clubs.data} onClose={() => setIsCreating(false)} /> : null}
      <LazyConfirmDialog
        isOpen={confirming !== null}
        title={confirming?.action === 'end' ? loanMessages.endTitle : loanMessages.cancelTitle}
        message={confirming?.action === 'end' ? loanMessages.endConfirm : loanMessages.cancelConfirm}
        confirmLabel={confirming?.action === 'end' ? loanMessages.end : loanMessages.cancelLoan}
        tone={confirming?.action === 'end' ? 'primary' : 'danger'}
        isPending={mutation.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && mutation.mutate(confirming.loan.id, { onSettled: () => setConfirming(null) })}
      />
    </div>
  );
}
