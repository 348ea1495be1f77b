import { defineUrlState, urlField } from '@/lib/url-state';

/** Filters of the minutes list (search, season_id, wrote_by), in the URL so a reload keeps them. */
export const meetingMinutesFilters = defineUrlState({
  q: urlField.text(),
  season: urlField.uuid(),
  writer: urlField.uuid(),
  page: urlField.page(),
});

export interface MeetingMinutesFilters {
  search: string;
  seasonId: string | null;
  writerId: string | null;
}

export const MEETING_MINUTES_PAGE_SIZE = 20;
