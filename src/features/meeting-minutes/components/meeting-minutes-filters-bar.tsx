'use client';

import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { useSeasons } from '@/features/seasons/hooks';
import type { MeetingWriter } from '../api';
import { meetingMinutesTexts } from '../messages';

const ALL = 'all';

interface MeetingMinutesFiltersBarProps {
  values: { q: string; season: string | null; writer: string | null };
  writers: MeetingWriter[];
  onChange: (changes: Partial<{ q: string; season: string | null; writer: string | null }>) => void;
}

/** Filters of the minutes: search, season and writer. */
export function MeetingMinutesFiltersBar({ values, writers, onChange }: MeetingMinutesFiltersBarProps) {
  const seasons = useSeasons();

  return (
    <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:flex-1 lg:items-end">
      <SearchInput label={meetingMinutesTexts.search} value={values.q} onSearch={(q) => onChange({ q })} className="lg:min-w-56 lg:flex-1" />
      <FilterSelect
        label={meetingMinutesTexts.season}
        value={values.season ?? ALL}
        onChange={(season) => onChange({ season: season === ALL ? null : season })}
        options={[{ value: ALL, label: meetingMinutesTexts.allSeasons }, ...(seasons.data ?? []).map((season) => ({ value: season.id, label: season.name }))]}
        className="lg:w-48 lg:shrink-0"
      />
      <FilterSelect
        label={meetingMinutesTexts.writer}
        value={values.writer ?? ALL}
        onChange={(writer) => onChange({ writer: writer === ALL ? null : writer })}
        options={[{ value: ALL, label: meetingMinutesTexts.allWriters }, ...writers.map((writer) => ({ value: writer.user_id, label: writer.name }))]}
        className="lg:w-56 lg:shrink-0"
      />
    </div>
  );
}
