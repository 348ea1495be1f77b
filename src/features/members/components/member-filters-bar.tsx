'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useActiveCategories } from '@/features/categories/hooks';
import { singleKey } from '@/lib/selection';
import type { MemberFilters } from '../filters';
import { useMemberFunctions } from '../hooks';
import { MEMBER_ACTIVITY, memberFieldLabels, memberMessages, SEXES } from '../messages';

/** The search waits 300 ms after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface MemberFiltersBarProps {
  filters: MemberFilters;
  onChange: (changes: Partial<MemberFilters>) => void;
  /** Buttons that act on the filtered list (the exports), in the grid's last row. */
  actions: ReactNode;
}

/** Search and the category, function, sex and active filters of /admin/members. */
export function MemberFiltersBar({ filters, onChange, actions }: MemberFiltersBarProps) {
  const categories = useActiveCategories();
  const functions = useMemberFunctions();
  const [search, setSearch] = useState(filters.q);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    // Four columns from lg: search and two selects, then two selects and the actions; five filters
    // and three buttons in one row do not fit beside the add button at 1280 px.
    <div className="grid w-full grid-cols-2 gap-3 lg:grid-cols-4">
      <Input
        type="search"
        label={memberMessages.searchLabel}
        placeholder={memberMessages.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
        className="col-span-2"
      />
      <Select
        label={memberFieldLabels.category}
        selectedKeys={[filters.category ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ category: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: memberMessages.allCategories }, ...(categories.data ?? [])]}
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={memberFieldLabels.functions}
        selectedKeys={[filters.function ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ function: singleKey(keys, ALL) })}
        items={[{ code: ALL, label: memberMessages.allFunctions }, ...(functions.data ?? [])]}
      >
        {(item) => <SelectItem key={item.code}>{item.label}</SelectItem>}
      </Select>
      <ChoiceSelect label={memberFieldLabels.sex} choices={SEXES} allLabel={memberMessages.allSexes} selected={filters.sex} onSelect={(sex) => onChange({ sex })} />
      <ChoiceSelect
        label={memberMessages.activityLabel}
        choices={MEMBER_ACTIVITY}
        allLabel={memberMessages.allActivities}
        selected={filters.active}
        onSelect={(active) => onChange({ active })}
      />
      <div className="col-span-2 flex items-end gap-2">{actions}</div>
    </div>
  );
}

interface ChoiceSelectProps<Key extends string> {
  label: string;
  choices: Record<Key, string>;
  allLabel: string;
  selected: Key | null;
  onSelect: (key: Key | null) => void;
}

/** A filter over a fixed set of labelled values, "all" first; an unknown key means no filter. */
function ChoiceSelect<Key extends string>({ label, choices, allLabel, selected, onSelect }: ChoiceSelectProps<Key>) {
  const isChoice = (key: string | null): key is Key => key !== null && Object.hasOwn(choices, key);
  return (
    <Select
      label={label}
      selectedKeys={[selected ?? ALL]}
      disallowEmptySelection
      onSelectionChange={(keys) => {
        const key = singleKey(keys, ALL);
        onSelect(isChoice(key) ? key : null);
      }}
      items={[{ key: ALL, label: allLabel }, ...Object.entries<string>(choices).map(([key, text]) => ({ key, label: text }))]}
    >
      {(item) => <SelectItem key={item.key}>{item.label}</SelectItem>}
    </Select>
  );
}
