'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { MATCH_STATUS_FILTERS, matchTexts } from '../../messages';

const ALL = 'all';

export interface MatchFilterValues {
  seasonId: string | null;
  categoryId: string | null;
  status: 'upcoming' | 'completed' | null;
  week: number | null;
}

interface MatchFiltersBarProps {
  seasons: Season[];
  categories: CategoryOption[];
  values: MatchFilterValues;
  onChange: (changes: Partial<MatchFilterValues>) => void;
}

/** Season, category, status and matchweek of /admin/matches. */
export function MatchFiltersBar({ seasons, categories, values, onChange }: MatchFiltersBarProps) {
  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Select label={matchTexts.season} selectedKeys={values.seasonId ? [values.seasonId] : []} disallowEmptySelection onChange={(event) => onChange({ seasonId: event.target.value })}>
        {seasons.map((season) => (
          <SelectItem key={season.id}>{season.name}</SelectItem>
        ))}
      </Select>
      <Select
        label={matchTexts.category}
        selectedKeys={[values.categoryId ?? ALL]}
        disallowEmptySelection
        onChange={(event) => onChange({ categoryId: event.target.value === ALL ? null : event.target.value })}
        items={[{ id: ALL, name: matchTexts.allCategories }, ...categories]}
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={matchTexts.status}
        selectedKeys={[values.status ?? ALL]}
        disallowEmptySelection
        onChange={(event) => {
          const status = event.target.value;
          onChange({ status: status === 'upcoming' || status === 'completed' ? status : null });
        }}
      >
        {[
          <SelectItem key={ALL}>{matchTexts.allStatuses}</SelectItem>,
          ...Object.entries(MATCH_STATUS_FILTERS).map(([key, label]) => <SelectItem key={key}>{label}</SelectItem>),
        ]}
      </Select>
      <Input
        label={matchTexts.matchweek}
        type="number"
        min={1}
        value={values.week ? String(values.week) : ''}
        onValueChange={(value) => onChange({ week: /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null })}
      />
    </div>
  );
}
