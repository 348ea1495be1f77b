'use client';

import { Input } from '@heroui/react';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import type { Club } from '@/features/clubs/api';
import { asLoanStatus, asLoanType, type LoanFilters } from '../filters';
import { LOAN_STATUSES, LOAN_TYPES, loanMessages } from '../messages';

const ALL = 'all';
const entries = (values: Record<string, string>, allLabel: string) => [
  { value: ALL, label: allLabel },
  ...Object.entries(values).map(([value, label]) => ({ value, label })),
];

interface LoanFiltersBarProps {
  filters: LoanFilters;
  onChange: (changes: Partial<LoanFilters>) => void;
  players: { id: string; label: string }[];
  clubs: Club[];
}

/** Loan filters: player, club, status, type and the start-date range. */
export function LoanFiltersBar({ filters, onChange, players, clubs }: LoanFiltersBarProps) {
  const select = (label: string, selected: string | null, options: FilterOption[], onSelect: (key: string | null) => void) => (
    <FilterSelect size="sm" label={label} value={selected ?? ALL} onChange={(key) => onSelect(key === ALL ? null : key)} options={options} />
  );
  const statusItems = entries(LOAN_STATUSES, loanMessages.allStatuses);
  const typeItems = entries(LOAN_TYPES, loanMessages.allTypes);
  return (
    <div className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {select(loanMessages.player, filters.loanPlayer, [{ value: ALL, label: loanMessages.allPlayers }, ...players.map((player) => ({ value: player.id, label: player.label }))], (loanPlayer) => onChange({ loanPlayer }))}
      {select(loanMessages.club, filters.loanClub, [{ value: ALL, label: loanMessages.allClubs }, ...clubs.map((club) => ({ value: club.id, label: club.name }))], (loanClub) => onChange({ loanClub }))}
      {select(loanMessages.status, filters.loanStatus, statusItems, (key) => onChange({ loanStatus: asLoanStatus(key) }))}
      {select(loanMessages.type, filters.loanType, typeItems, (key) => onChange({ loanType: asLoanType(key) }))}
      <Input size="sm" type="date" label={loanMessages.startFrom} value={filters.loanFrom ?? ''} onValueChange={(value) => onChange({ loanFrom: value || null })} />
      <Input size="sm" type="date" label={loanMessages.startTo} value={filters.loanTo ?? ''} onValueChange={(value) => onChange({ loanTo: value || null })} />
    </div>
  );
}
