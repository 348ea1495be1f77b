'use client';

import { Button, Switch } from '@heroui/react';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { CategoryOption } from '@/features/categories/api';
import { useClubs } from '@/features/clubs/hooks';
import { useSeasons } from '@/features/seasons/hooks';
import { hasVideoFilters, videoFilters, type VideoFilters } from '../filters';
import { videoMessages } from '../messages';

const ALL = 'all';
const texts = videoMessages.filters;

interface VideoFiltersBarProps {
  filters: VideoFilters;
  /** The categories this user may filter by (a coach: their own). */
  categories: CategoryOption[];
  onChange: (changes: Partial<VideoFilters>) => void;
}

/** Video list filters: search, category, club, season, only active, clear filters. */
export function VideoFiltersBar({ filters, categories, onChange }: VideoFiltersBarProps) {
  const clubs = useClubs();
  const seasons = useSeasons();

  return (
    <div className="grid w-full grid-cols-2 gap-3 lg:flex lg:flex-1 lg:flex-wrap lg:items-center">
      <SearchInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        className="col-span-2 lg:min-w-56 lg:flex-1"
      />
      <OneOrAllSelect
        label={texts.category}
        allLabel={texts.allCategories}
        options={categories}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <OneOrAllSelect
        label={texts.club}
        allLabel={texts.allClubs}
        options={clubs.data ?? []}
        value={filters.club}
        onChange={(club) => onChange({ club })}
      />
      <OneOrAllSelect
        label={texts.season}
        allLabel={texts.allSeasons}
        options={seasons.data ?? []}
        value={filters.season}
        onChange={(season) => onChange({ season })}
      />
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 lg:shrink-0">
        <Switch size="sm" isSelected={filters.active === '1'} onValueChange={(isOn) => onChange({ active: isOn ? '1' : null })}>
          {texts.onlyActive}
        </Switch>
        {hasVideoFilters(filters) ? (
          <Button size="sm" variant="light" onPress={() => onChange(videoFilters.defaults)}>
            {texts.clear}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

interface OneOrAllSelectProps {
  label: string;
  allLabel: string;
  options: { id: string; name: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
}

/** A filter that is either one row (category, club, season) or all of them. */
function OneOrAllSelect({ label, allLabel, options, value, onChange }: OneOrAllSelectProps) {
  return (
    <FilterSelect
      label={label}
      value={value ?? ALL}
      onChange={(id) => onChange(id === ALL ? null : id)}
      options={[{ value: ALL, label: allLabel }, ...options.map((option) => ({ value: option.id, label: option.name }))]}
      className="col-span-2 sm:col-span-1 lg:w-44 lg:shrink-0"
    />
  );
}
