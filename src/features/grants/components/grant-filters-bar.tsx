'use client';

import { Input, Select, SelectItem, Switch } from '@heroui/react';
import { useEffect, useState } from 'react';
import { singleKey } from '@/lib/selection';
import type { GrantFilters } from '../filters';
import { grantMessages, MONTH_NAMES } from '../messages';

/** Spec §9: the search waits 300 ms after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const texts = grantMessages.filters;
const MONTH_ITEMS = [{ key: ALL, name: texts.allMonths }, ...MONTH_NAMES.map((name, index) => ({ key: String(index + 1), name }))];

interface GrantFiltersBarProps {
  filters: GrantFilters;
  onChange: (changes: Partial<GrantFilters>) => void;
}

/** Spec §7 grants: search by name or description, one month, and the inactive ones on request. */
export function GrantFiltersBar({ filters, onChange }: GrantFiltersBarProps) {
  const [search, setSearch] = useState(filters.q);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <Input
        type="search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
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
