'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import type { Club } from '@/features/clubs/api';
import { singleKey } from '@/lib/selection';
import { asLoanStatus, asLoanType, type LoanFilters } from '../filters';
import { LOAN_STATUSES, LOAN_TYPES, loanMessages } from '../messages';

const ALL = 'all';
const entries = (values: Record<string, string>, allLabel: string) => [
  { key: ALL, label: allLabel },
  ...Object.entries(values).map(([key, label]) => ({ key, label })),
];

interface LoanFiltersBarProps {
  filters: LoanFilters;
  onChange: (changes: Partial<LoanFilters>) => void;
  players: { id: string; label: string }[];
  clubs: Club[];
}

/** Loan filters: player, club, status, type and the start-date range. */
export function LoanFiltersBar({ filters, onChange, players, clubs }: LoanFiltersBarProps) {
  const select = (label: string, selected: string | null, items: { key: string; label: string }[], onSelect: (key: string | null) => void) => (
    <Select label={label} size="sm" selectedKeys={[selected ?? ALL]} disallowEmptySelection onSelectionChange={(keys) => onSelect(singleKey(keys, ALL))} items={items}>
      {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
    </Select>
  );
  const statusItems = entries(LOAN_STATUSES, loanMessages.allStatuses);
  const typeItems = entries(LOAN_TYPES, loanMessages.allTypes);
  return (
    <div className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {select(loanMessages.player, filters.loanPlayer, [{ key: ALL, label: loanMessages.allPlayers }, ...players.map((player) => ({ key: player.id, label: player.label }))], (loanPlayer) => onChange({ loanPlayer }))}
      {select(loanMessages.club, filters.loanClub, [{ key: ALL, label: loanMessages.allClubs }, ...clubs.map((club) => ({ key: club.id, label: club.name }))], (loanClub) => onChange({ loanClub }))}
      {select(loanMessages.status, filters.loanStatus, statusItems, (key) => onChange({ loanStatus: asLoanStatus(key) }))}
      {select(loanMessages.type, filters.loanType, typeItems, (key) => onChange({ loanType: asLoanType(key) }))}
      <Input size="sm" type="date" label={loanMessages.startFrom} value={filters.loanFrom ?? ''} onValueChange={(value) => onChange({ loanFrom: value || null })} />
      <Input size="sm" type="date" label={loanMessages.startTo} value={filters.loanTo ?? ''} onValueChange={(value) => onChange({ loanTo: value || null })} />
    </div>
  );
}
