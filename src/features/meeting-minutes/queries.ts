import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getMeetingAttendees, getMeetingWriters, getNextMeetingNumber, listAttendeeCandidates, listMeetingMinutes } from './api';
import type { MeetingMinutesFilters } from './filters';
import { meetingMinutesKeys } from './keys';

export const meetingMinutesListOptions = (client: TypedSupabaseClient, filters: MeetingMinutesFilters) =>
  queryOptions({ queryKey: meetingMinutesKeys.list(filters), queryFn: () => listMeetingMinutes(client, filters) });

export const meetingAttendeesOptions = (client: TypedSupabaseClient, minutesId: string) =>
  queryOptions({ queryKey: meetingMinutesKeys.attendees(minutesId), queryFn: () => getMeetingAttendees(client, minutesId) });

export const meetingWritersOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: meetingMinutesKeys.writers(), queryFn: () => getMeetingWriters(client) });

/** Always asked afresh (staleTime 0): another admin may have just used the number. */
export const nextMeetingNumberOptions = (client: TypedSupabaseClient, date: string) =>
  queryOptions({ queryKey: meetingMinutesKeys.nextNumber(date), queryFn: () => getNextMeetingNumber(client, date), staleTime: 0 });

export const attendeeCandidatesOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: meetingMinutesKeys.candidates(), queryFn: () => listAttendeeCandidates(client) });
