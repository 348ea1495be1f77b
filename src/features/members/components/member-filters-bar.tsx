'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import { useEffect, useState } from 'react';
import { useActiveCategories } from '@/features/categories/hooks';
import { singleKey } from '@/lib/selection';
import type { MemberFilters } from '../filters';
import { useMemberFunctions } from '../hooks';
import { memberFieldLabels, memberMessages, SEXES } from '../messages';

/** Spec §9: the search waits 300 ms after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface MemberFiltersBarProps {
  filters: MemberFilters;
  onChange: (changes: Partial<MemberFilters>) => void;
}

/** Search and the category, function and sex filters of /admin/members. */
export function MemberFiltersBar({ filters, onChange }: MemberFiltersBarProps) {
  const categories = useActiveCategories();
  const functions = useMemberFunctions();
  const [search, setSearch] = useState(filters.search);

  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-1 lg:items-end">
      <Input
        type="search"
        label={memberMessages.searchLabel}
        placeholder={memberMessages.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
        className="sm:col-span-2 lg:max-w-xs"
      />
      <Select
        label={memberFieldLabels.category}
        selectedKeys={[filters.categoryId ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ categoryId: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: memberMessages.allCategories }, ...(categories.data ?? [])]}
        className="lg:max-w-48"
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={memberFieldLabels.functions}
        selectedKeys={[filters.functionCode ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ functionCode: singleKey(keys, ALL) })}
        items={[{ code: ALL, label: memberMessages.allFunctions }, ...(functions.data ?? [])]}
        className="lg:max-w-48"
      >
        {(item) => <SelectItem key={item.code}>{item.label}</SelectItem>}
      </Select>
      <Select
        label={memberFieldLabels.sex}
        selectedKeys={[filters.sex ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const key = singleKey(keys, ALL);
          onChange({ sex: key === 'male' || key === 'female' ? key : null });
        }}
        items={[{ key: ALL, label: memberMessages.allSexes }, ...Object.entries(SEXES).map(([key, label]) => ({ key, label }))]}
        className="lg:max-w-40"
      >
        {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
      </Select>
    </div>
  );
}
