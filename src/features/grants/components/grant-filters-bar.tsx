'use client';

import { Select, SelectItem, Switch } from '@heroui/react';
import { SearchInput } from '@/components/search-input';
import { singleKey } from '@/lib/selection';
import type { GrantFilters } from '../filters';
import { grantMessages, MONTH_NAMES } from '../messages';

const ALL = 'all';
const texts = grantMessages.filters;
const MONTH_ITEMS = [
  { key: ALL, name: texts.allMonths },
  ...MONTH_NAMES.map((name, index) => ({ key: String(index + 1), name })),
];

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
      <Select
        label={texts.month}
        selectedKeys={[filters.month ? String(filters.month) : ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const key = singleKey(keys, ALL);
          onChange({ month: key ? Number(key) : null });
        }}
        items={MONTH_ITEMS}
        className="sm:w-44"
      >
        {(month) => <SelectItem key={month.key}>{month.name}</SelectItem>}
      </Select>
      <Switch size="sm" isSelected={filters.inactive === '1'} onValueChange={(isOn) => onChange({ inactive: isOn ? '1' : null })}>
        {texts.includeInactive}
      </Switch>
    </div>
  );
}
