'use client';

import { Button, Input, Select, SelectItem } from '@heroui/react';
import type { Club } from '@/features/clubs/api';
import { singleKey } from '@/lib/selection';
import { asLoanStatus, asLoanType, NO_LOAN_FILTERS, type LoanFilters } from '../filters';
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

/** Spec §2, §7 loan filters: player, club, status, type and the start-date range. */
export function LoanFiltersBar({ filters, onChange, players, clubs }: LoanFiltersBarProps) {
  const select = (label: string, selected: string | null, items: { key: string; label: string }[], onSelect: (key: string | null) => void) => (
    <Select label={label} size="sm" selectedKeys={[selected ?? ALL]} disallowEmptySelection onSelectionChange={(keys) => onSelect(singleKey(keys, ALL))} items={items}>
      {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
    </Select>
  );
  const statusItems = entries(LOAN_STATUSES, loanMessages.allStatuses);
  const typeItems = entries(LOAN_TYPES, loanMessages.allTypes);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:grid-cols-7 xl:items-end">
      {select(loanMessages.player, filters.playerId, [{ key: ALL, label: loanMessages.allPlayers }, ...players.map((player) => ({ key: player.id, label: player.label }))], (playerId) => onChange({ playerId }))}
      {select(loanMessages.club, filters.clubId, [{ key: ALL, label: loanMessages.allClubs }, ...clubs.map((club) => ({ key: club.id, label: club.name }))], (clubId) => onChange({ clubId }))}
      {select(loanMessages.status, filters.status, statusItems, (key) => onChange({ status: asLoanStatus(key) }))}
      {select(loanMessages.type, filters.loanType, typeItems, (key) => onChange({ loanType: asLoanType(key) }))}
      <Input size="sm" type="date" label={loanMessages.startFrom} value={filters.startFrom ?? ''} onValueChange={(value) => onChange({ startFrom: value || null })} />
      <Input size="sm" type="date" label={loanMessages.startTo} value={filters.startTo ?? ''} onValueChange={(value) => onChange({ startTo: value || null })} />
      <Button variant="light" onPress={() => onChange(NO_LOAN_FILTERS)}>
        {loanMessages.clearFilters}
      </Button>
    </div>
  );
}
