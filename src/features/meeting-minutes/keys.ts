import type { MeetingMinutesFilters } from './filters';

/** Query keys of the meeting minutes; every save invalidates `all` (lists, attendees, writers). */
export const meetingMinutesKeys = {
  all: ['meeting-minutes'] as const,
  lists: () => [...meetingMinutesKeys.all, 'list'] as const,
  list: (filters: MeetingMinutesFilters) => [...meetingMinutesKeys.lists(), filters] as const,
  attendees: (minutesId: string) => [...meetingMinutesKeys.all, 'attendees', minutesId] as const,
  writers: () => [...meetingMinutesKeys.all, 'writers'] as const,
  nextNumber: (date: string) => [...meetingMinutesKeys.all, 'next-number', date] as const,
  /** Members change elsewhere; the candidates are their own prefix, never refetched by a minutes save. */
  candidates: () => ['meeting-minutes-candidates'] as const,
};
