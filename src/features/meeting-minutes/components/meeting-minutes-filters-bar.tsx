'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import { useEffect, useState } from 'react';
import { useSeasons } from '@/features/seasons/hooks';
import { singleKey } from '@/lib/selection';
import type { MeetingWriter } from '../api';
import { meetingMinutesTexts } from '../messages';

/** The search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface MeetingMinutesFiltersBarProps {
  values: { q: string; season: string | null; writer: string | null };
  writers: MeetingWriter[];
  onChange: (changes: Partial<{ q: string; season: string | null; writer: string | null }>) => void;
}

/** Filters of the minutes: search, season and writer. */
export function MeetingMinutesFiltersBar({ values, writers, onChange }: MeetingMinutesFiltersBarProps) {
  const seasons = useSeasons();
  const [search, setSearch] = useState(values.q);

  useEffect(() => {
    if (search.trim() === values.q) return;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, values.q, onChange]);

  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:flex-1 lg:items-end">
      <Input
        type="search"
        label={meetingMinutesTexts.search}
        value={search}
        onValueChange={setSearch}
        isClearable
        onClear={() => setSearch('')}
        className="lg:min-w-56 lg:flex-1"
      />
      <Select
        label={meetingMinutesTexts.season}
        selectedKeys={[values.season ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ season: singleKey(keys, ALL) })}
        items={[{ id: ALL, name: meetingMinutesTexts.allSeasons }, ...(seasons.data ?? [])]}
        className="lg:w-48 lg:shrink-0"
      >
        {(season) => <SelectItem key={season.id}>{season.name}</SelectItem>}
      </Select>
      <Select
        label={meetingMinutesTexts.writer}
        selectedKeys={[values.writer ?? ALL]}
        disallowEmptySelection
        onSelectionChange={(keys) => onChange({ writer: singleKey(keys, ALL) })}
        items={[{ user_id: ALL, name: meetingMinutesTexts.allWriters }, ...writers]}
        className="lg:w-56 lg:shrink-0"
      >
        {(writer) => <SelectItem key={writer.user_id}>{writer.name}</SelectItem>}
      </Select>
    </div>
  );
}
