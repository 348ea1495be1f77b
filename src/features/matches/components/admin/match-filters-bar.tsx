'use client';

import { Input } from '@heroui/react';
import { FilterSelect } from '@/components/filter-select';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { MATCH_SORTS, type MatchSort, type TeamOption } from '../../api/admin';
import { MATCH_STATUS_FILTERS, matchTexts } from '../../messages';

const ALL = 'all';

export interface MatchFilterValues {
  seasonId: string | null;
  categoryId: string | null;
  status: 'upcoming' | 'completed' | null;
  week: number | null;
  from: string | null;
  to: string | null;
  teamId: string | null;
  sort: MatchSort | null;
}

interface MatchFiltersBarProps {
  seasons: Season[];
  categories: CategoryOption[];
  /** The chosen category's teams in the season (none until a category is chosen). */
  teams: TeamOption[];
  values: MatchFilterValues;
  onChange: (changes: Partial<MatchFilterValues>) => void;
}

const isSort = (value: string): value is MatchSort => MATCH_SORTS.some((sort) => sort === value);
/** A date input holds '' when cleared; the URL keeps no empty bound. */
const dateOrNull = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** Season, category, status, matchweek, date range, team and order of /admin/matches. */
export function MatchFiltersBar({ seasons, categories, teams, values, onChange }: MatchFiltersBarProps) {
  return (
    <div className="grid w-full grid-cols-2 gap-3 lg:grid-cols-4">
      <FilterSelect
        label={matchTexts.season}
        value={values.seasonId ?? ''}
        onChange={(seasonId) => onChange({ seasonId })}
        options={seasons.map((season) => ({ value: season.id, label: season.name }))}
      />
      <FilterSelect
        label={matchTexts.category}
        value={values.categoryId ?? ALL}
        // A team belongs to one category: another category's choice drops it.
        onChange={(value) => onChange({ categoryId: value === ALL ? null : value, teamId: null })}
        options={[{ value: ALL, label: matchTexts.allCategories }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
      />
      <FilterSelect
        label={matchTexts.status}
        value={values.status ?? ALL}
        onChange={(status) => onChange({ status: status === 'upcoming' || status === 'completed' ? status : null })}
        options={[{ value: ALL, label: matchTexts.allStatuses }, ...Object.entries(MATCH_STATUS_FILTERS).map(([value, label]) => ({ value, label }))]}
      />
      <Input
        label={matchTexts.matchweek}
        type="number"
        min={1}
        value={values.week ? String(values.week) : ''}
        onValueChange={(value) => onChange({ week: /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null })}
      />
      <Input label={matchTexts.dateFrom} type="date" value={values.from ?? ''} max={values.to ?? undefined} onValueChange={(value) => onChange({ from: dateOrNull(value) })} />
      <Input label={matchTexts.dateTo} type="date" value={values.to ?? ''} min={values.from ?? undefined} onValueChange={(value) => onChange({ to: dateOrNull(value) })} />
      <FilterSelect
        label={matchTexts.team}
        value={values.teamId ?? ALL}
        isDisabled={!values.categoryId}
        description={values.categoryId ? undefined : matchTexts.teamNeedsCategory}
        onChange={(value) => onChange({ teamId: value === ALL ? null : value })}
        options={[{ value: ALL, label: matchTexts.allTeams }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
      />
      <FilterSelect
        label={matchTexts.sort}
        value={values.sort ?? 'date-asc'}
        onChange={(value) => onChange({ sort: isSort(value) && value !== 'date-asc' ? value : null })}
        options={MATCH_SORTS.map((sort) => ({ value: sort, label: matchTexts.sorts[sort] }))}
      />
    </div>
  );
}
