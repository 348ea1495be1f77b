'use client';

import { useUrlState } from '@/lib/use-url-state';
import { pageOf } from './attendee-paging';
import { MEETING_MINUTES_PAGE_SIZE, meetingMinutesFilters } from './filters';
import { useMeetingMinutes, useMeetingWriters } from './hooks';

/** The minutes list of both portals: filters and page from the URL, the writers' names. */
export function useMeetingMinutesList() {
  const [urlState, setUrlState] = useUrlState(meetingMinutesFilters);
  const minutes = useMeetingMinutes({ search: urlState.q, seasonId: urlState.season, writerId: urlState.writer });
  const writers = useMeetingWriters();
  // The table keeps a row's cells while the row is unchanged, so rows wait for the writers' names
  // (a failed names query shows the rows without them).
  const isPending = minutes.isPending || writers.isPending;
  const paged = pageOf(isPending ? [] : (minutes.data ?? []), urlState.page, MEETING_MINUTES_PAGE_SIZE);
  const writerNames = new Map((writers.data ?? []).map((writer) => [writer.user_id, writer.name]));
  return {
    urlState,
    setUrlState,
    minutes: { data: minutes.data, error: minutes.error, isPending, refetch: minutes.refetch },
    writers: writers.data ?? [],
    writerNames,
    paged,
  };
}
