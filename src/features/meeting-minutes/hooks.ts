'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showFailure } from '@/lib/toast';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import {
  deleteMeetingMinutes,
  getAttachmentDownloadUrl,
  saveMeetingMinutes,
  updateMeetingAttendees,
  type SaveMeetingMinutesInput,
} from './api';
import type { MeetingMinutesFilters } from './filters';
import { meetingMinutesKeys } from './keys';
import { meetingMinutesMessages } from './messages';
import {
  attendeeCandidatesOptions,
  meetingAttendeesOptions,
  meetingMinutesListOptions,
  meetingWritersOptions,
  nextMeetingNumberOptions,
} from './queries';
import { saveFailureMessage } from './save-failure';
import type { TAttendeeInput } from './schema';

export function useMeetingMinutes(filters: MeetingMinutesFilters) {
  return useQuery(meetingMinutesListOptions(loadSupabaseBrowserClient, filters));
}

export function useMeetingAttendees(minutesId: string | null) {
  return useQuery({ ...meetingAttendeesOptions(loadSupabaseBrowserClient, minutesId ?? ''), enabled: minutesId !== null });
}

export function useMeetingWriters() {
  return useQuery(meetingWritersOptions(loadSupabaseBrowserClient));
}

/** Only while a new minutes form is open with a valid date. */
export function useNextMeetingNumber(date: string | null) {
  return useQuery({ ...nextMeetingNumberOptions(loadSupabaseBrowserClient, date ?? ''), enabled: date !== null });
}

export function useAttendeeCandidates() {
  return useQuery(attendeeCandidatesOptions(loadSupabaseBrowserClient));
}

// Minutes are private (admin and coach portals): no public page to revalidate.
const common: AdminMutationTargets = { invalidates: [meetingMinutesKeys.all] };

export function useSaveMeetingMinutes(isNew: boolean) {
  return useAdminMutation({
    mutationFn: async (input: SaveMeetingMinutesInput) => saveMeetingMinutes(await loadSupabaseBrowserClient(), input),
    success: isNew ? meetingMinutesMessages.created : meetingMinutesMessages.updated,
    failure: isNew ? meetingMinutesMessages.createError : meetingMinutesMessages.updateError,
    // The message names the part that failed: minutes, attendees or the attachment.
    onError: (error) => showFailure(saveFailureMessage(error, isNew), error),
    ...common,
  });
}

export function useUpdateMeetingAttendees(minutesId: string) {
  return useAdminMutation({
    mutationFn: async (attendees: TAttendeeInput[]) =>
      updateMeetingAttendees(await loadSupabaseBrowserClient(), minutesId, attendees),
    success: meetingMinutesMessages.attendeesUpdated,
    failure: meetingMinutesMessages.updateAttendeesError,
    ...common,
  });
}

export function useDeleteMeetingMinutes() {
  return useAdminMutation({
    mutationFn: async (minutes: { id: string; attachment_url: string | null }) =>
      deleteMeetingMinutes(await loadSupabaseBrowserClient(), minutes),
    success: meetingMinutesMessages.deleted,
    failure: meetingMinutesMessages.deleteError,
    ...common,
  });
}

/** Asks for a fresh signed link at each click and lets the browser download it. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) =>
      getAttachmentDownloadUrl(await loadSupabaseBrowserClient(), path, filename),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => showFailure(meetingMinutesMessages.downloadError, error),
  });
}
