import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listRegisteredMemberNames } from '@/features/members/api/people';
import { getMeetingAttendees, getMeetingWriters, getNextMeetingNumber, listMeetingMinutes } from './api';
import type { MeetingMinutesFilters } from './filters';
import { meetingMinutesKeys } from './keys';

export const meetingMinutesListOptions = (loadClient: SupabaseClientLoader, filters: MeetingMinutesFilters) =>
  queryOptions({
    queryKey: meetingMinutesKeys.list(filters),
    queryFn: async () => listMeetingMinutes(await loadClient(), filters),
  });

export const meetingAttendeesOptions = (loadClient: SupabaseClientLoader, minutesId: string) =>
  queryOptions({
    queryKey: meetingMinutesKeys.attendees(minutesId),
    queryFn: async () => getMeetingAttendees(await loadClient(), minutesId),
  });

export const meetingWritersOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: meetingMinutesKeys.writers(), queryFn: async () => getMeetingWriters(await loadClient()) });

/** Always asked afresh (staleTime 0): another admin may have just used the number. */
export const nextMeetingNumberOptions = (loadClient: SupabaseClientLoader, date: string) =>
  queryOptions({
    queryKey: meetingMinutesKeys.nextNumber(date),
    queryFn: async () => getNextMeetingNumber(await loadClient(), date),
    staleTime: 0,
  });

export const attendeeCandidatesOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: meetingMinutesKeys.candidates(), queryFn: async () => listRegisteredMemberNames(await loadClient()) });
