'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import { useEffect, useState } from 'react';
import { useActiveCategories } from '@/features/categories/hooks';
import { singleKey } from '@/lib/selection';
import type { MemberFilters } from '../filters';
import { useMemberFunctions } from '../hooks';
import { MEMBER_ACTIVITY, memberFieldLabels, memberMessages, SEXES } from '../messages';

/** Spec §9: the search waits 300 ms after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface MemberFiltersBarProps {
  filters: MemberFilters;
  onChange: (changes: Partial<MemberFilters>) => void;
}

/** Search and the category, function, sex and active filters of /admin/members. */
export function MemberFiltersBar({ filters, onChange }: MemberFiltersBarProps) {
  const categories = useActiveCategories();
  const functions = useMemberFunctions();
  const [search, setSearch] = useState(filters.q);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    <div className="grid w-full grid-cols-2 gap-3 lg:flex lg:flex-1 lg:items-end">
      <Input
        type="search"
        label={memberMessages.searchLabel}
        placeholder={memberMessages.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
        className="col-span-2 lg:min-w-56 lg:flex-1"
      />
      <Select
        label={memberFieldLabels.category}
        selectedKeys={[filters.category ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ category: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: memberMessages.allCategories }, ...(categories.data ?? [])]}
        className="lg:w-44 lg:shrink-0"
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={memberFieldLabels.functions}
        selectedKeys={[filters.function ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ function: singleKey(keys, ALL) })}
        items={[{ code: ALL, label: memberMessages.allFunctions }, ...(functions.data ?? [])]}
        className="lg:w-44 lg:shrink-0"
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
        className="lg:w-36 lg:shrink-0"
      >
        {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
      </Select>
      <Select
        label={memberMessages.activityLabel}
        selectedKeys={[filters.active ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const key = singleKey(keys, ALL);
          onChange({ active: key === 'active' || key === 'inactive' ? key : null });
        }}
        items={[{ key: ALL, label: memberMessages.allActivities }, ...Object.entries(MEMBER_ACTIVITY).map(([key, label]) => ({ key, label }))]}
        className="lg:w-36 lg:shrink-0"
      >
        {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
      </Select>
    </div>
  );
}
