'use client';

import { Button, Input, Select, SelectItem, Switch } from '@heroui/react';
import { useEffect, useState } from 'react';
import type { CategoryOption } from '@/features/categories/api';
import { useClubs } from '@/features/clubs/hooks';
import { useSeasons } from '@/features/seasons/hooks';
import { singleKey } from '@/lib/selection';
import { hasVideoFilters, videoFilters, type VideoFilters } from '../filters';
import { videoMessages } from '../messages';

/** Spec §9: the search waits 300 ms after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const texts = videoMessages.filters;

interface VideoFiltersBarProps {
  filters: VideoFilters;
  /** The categories this user may filter by (a coach: their own). */
  categories: CategoryOption[];
  onChange: (changes: Partial<VideoFilters>) => void;
}

/** Spec §2 video list filters: search, category, club, season, only active, clear filters. */
export function VideoFiltersBar({ filters, categories, onChange }: VideoFiltersBarProps) {
  const clubs = useClubs();
  const seasons = useSeasons();
  const [search, setSearch] = useState(filters.q);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  function clear() {
    setSearch('');
    onChange(videoFilters.defaults);
  }

  return (
    <div className="grid w-full grid-cols-2 gap-3 lg:flex lg:flex-1 lg:flex-wrap lg:items-center">
      <Input
        type="search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
        className="col-span-2 lg:min-w-56 lg:flex-1"
      />
      <Select
        label={texts.category}
        selectedKeys={[filters.category ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ category: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: texts.allCategories }, ...categories]}
        className="col-span-2 sm:col-span-1 lg:w-44 lg:shrink-0"
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={texts.club}
        selectedKeys={[filters.club ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ club: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: texts.allClubs }, ...(clubs.data ?? [])]}
        className="col-span-2 sm:col-span-1 lg:w-44 lg:shrink-0"
      >
        {(club) => <SelectItem key={club.id}>{club.name}</SelectItem>}
      </Select>
      <Select
        label={texts.season}
        selectedKeys={[filters.season ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ season: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: texts.allSeasons }, ...(seasons.data ?? [])]}
        className="col-span-2 sm:col-span-1 lg:w-40 lg:shrink-0"
      >
        {(season) => <SelectItem key={season.id}>{season.name}</SelectItem>}
      </Select>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 lg:shrink-0">
        <Switch size="sm" isSelected={filters.active === '1'} onValueChange={(isOn) => onChange({ active: isOn ? '1' : null })}>
          {texts.onlyActive}
        </Switch>
        {hasVideoFilters(filters) || search ? (
          <Button size="sm" variant="light" onPress={clear}>
            {texts.clear}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
