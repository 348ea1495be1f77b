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
  const paged = pageOf(minutes.data ?? [], urlState.page, MEETING_MINUTES_PAGE_SIZE);
  const writerNames = new Map((writers.data ?? []).map((writer) => [writer.user_id, writer.name]));
  return { urlState, setUrlState, minutes, writers: writers.data ?? [], writerNames, paged };
}
