'use client';

import { Switch } from '@heroui/react';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { GrantFilters } from '../filters';
import { grantMessages, MONTH_NAMES } from '../messages';

const ALL = 'all';
const texts = grantMessages.filters;
const MONTH_OPTIONS = [{ value: ALL, label: texts.allMonths }, ...MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }))];

interface GrantFiltersBarProps {
  filters: GrantFilters;
  onChange: (changes: Partial<GrantFilters>) => void;
}

/** Grants: search by name or description, one month, and the inactive ones on request. */
export function GrantFiltersBar({ filters, onChange }: GrantFiltersBarProps) {
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        className="sm:min-w-56 sm:flex-1"
      />
      <FilterSelect
        label={texts.month}
        value={filters.month ? String(filters.month) : ALL}
        onChange={(key) => onChange({ month: key === ALL ? null : Number(key) })}
        options={MONTH_OPTIONS}
        className="sm:w-44"
      />
      <Switch size="sm" isSelected={filters.inactive === '1'} onValueChange={(isOn) => onChange({ inactive: isOn ? '1' : null })}>
        {texts.includeInactive}
      </Switch>
    </div>
  );
}
