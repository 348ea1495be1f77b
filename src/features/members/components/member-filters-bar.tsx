'use client';

import type { ReactNode } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { useActiveCategories } from '@/features/categories/hooks';
import type { MemberFilters } from '../filters';
import { useMemberFunctions } from '../hooks';
import { MEMBER_ACTIVITY, memberFieldLabels, memberMessages, SEXES } from '../messages';

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

  return (
    // Four columns from lg: search and two selects, then two selects and the actions; five filters
    // and three buttons in one row do not fit beside the add button at 1280 px.
    <div className="grid w-full grid-cols-2 gap-3 lg:grid-cols-4">
      <SearchInput
        label={memberMessages.searchLabel}
        placeholder={memberMessages.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        className="col-span-2"
      />
      <FilterSelect
        label={memberFieldLabels.category}
        value={filters.category ?? ALL}
        onChange={(value) => onChange({ category: value === ALL ? null : value })}
        options={[{ value: ALL, label: memberMessages.allCategories }, ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))]}
      />
      <FilterSelect
        label={memberFieldLabels.functions}
        value={filters.function ?? ALL}
        onChange={(value) => onChange({ function: value === ALL ? null : value })}
        options={[{ value: ALL, label: memberMessages.allFunctions }, ...(functions.data ?? []).map((item) => ({ value: item.code, label: item.label }))]}
      />
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
    <FilterSelect
      label={label}
      value={selected ?? ALL}
      onChange={(value) => onSelect(isChoice(value) ? value : null)}
      options={[{ value: ALL, label: allLabel }, ...Object.entries<string>(choices).map(([value, text]) => ({ value, label: text }))]}
    />
  );
}
