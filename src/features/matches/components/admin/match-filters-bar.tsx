'use client';

import { Input, Select, SelectItem } from '@heroui/react';
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
      <Select label={matchTexts.season} selectedKeys={values.seasonId ? [values.seasonId] : []} disallowEmptySelection onChange={(event) => onChange({ seasonId: event.target.value })}>
        {seasons.map((season) => (
          <SelectItem key={season.id}>{season.name}</SelectItem>
        ))}
      </Select>
      <Select
        label={matchTexts.category}
        selectedKeys={[values.categoryId ?? ALL]}
        disallowEmptySelection
        // A team belongs to one category: another category's choice drops it.
        onChange={(event) => onChange({ categoryId: event.target.value === ALL ? null : event.target.value, teamId: null })}
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
      <Input label={matchTexts.dateFrom} type="date" value={values.from ?? ''} max={values.to ?? undefined} onValueChange={(value) => onChange({ from: dateOrNull(value) })} />
      <Input label={matchTexts.dateTo} type="date" value={values.to ?? ''} min={values.from ?? undefined} onValueChange={(value) => onChange({ to: dateOrNull(value) })} />
      <Select
        label={matchTexts.team}
        selectedKeys={[values.teamId ?? ALL]}
        disallowEmptySelection
        isDisabled={!values.categoryId}
        description={values.categoryId ? undefined : matchTexts.teamNeedsCategory}
        // HeroUI fades a disabled field to half its opacity, below a readable contrast for its
        // label and the hint why it is disabled; the hint must stay legible.
        classNames={{ base: 'opacity-100', description: 'text-default-600' }}
        onChange={(event) => onChange({ teamId: event.target.value === ALL ? null : event.target.value })}
        items={[{ id: ALL, name: matchTexts.allTeams }, ...teams]}
      >
        {(team) => <SelectItem key={team.id}>{team.name}</SelectItem>}
      </Select>
      <Select
        label={matchTexts.sort}
        selectedKeys={[values.sort ?? 'date-asc']}
        disallowEmptySelection
        onChange={(event) => onChange({ sort: isSort(event.target.value) && event.target.value !== 'date-asc' ? event.target.value : null })}
      >
        {MATCH_SORTS.map((sort) => (
          <SelectItem key={sort}>{matchTexts.sorts[sort]}</SelectItem>
        ))}
      </Select>
    </div>
  );
}
