'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showFailure } from '@/lib/toast';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { deleteMeetingMinutes, getAttachmentDownloadUrl, saveMeetingMinutes, updateMeetingAttendees, type SaveMeetingMinutesInput } from './api';
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
  return useQuery(meetingMinutesListOptions(getSupabaseBrowserClient(), filters));
}

export function useMeetingAttendees(minutesId: string | null) {
  return useQuery({ ...meetingAttendeesOptions(getSupabaseBrowserClient(), minutesId ?? ''), enabled: minutesId !== null });
}

export function useMeetingWriters() {
  return useQuery(meetingWritersOptions(getSupabaseBrowserClient()));
}

/** Only while a new minutes form is open with a valid date. */
export function useNextMeetingNumber(date: string | null) {
  return useQuery({ ...nextMeetingNumberOptions(getSupabaseBrowserClient(), date ?? ''), enabled: date !== null });
}

export function useAttendeeCandidates() {
  return useQuery(attendeeCandidatesOptions(getSupabaseBrowserClient()));
}

// Minutes are private (admin and coach portals): no public page to revalidate.
const common: AdminMutationTargets = { invalidates: [meetingMinutesKeys.all] };

export function useSaveMeetingMinutes(isNew: boolean) {
  return useAdminMutation({
    mutationFn: (input: SaveMeetingMinutesInput) => saveMeetingMinutes(getSupabaseBrowserClient(), input),
    success: isNew ? meetingMinutesMessages.created : meetingMinutesMessages.updated,
    failure: isNew ? meetingMinutesMessages.createError : meetingMinutesMessages.updateError,
    // Spec §8 names the part that failed: minutes, attendees or the attachment.
    onError: (error) => showFailure(saveFailureMessage(error, isNew), error),
    ...common,
  });
}

export function useUpdateMeetingAttendees(minutesId: string) {
  return useAdminMutation({
    mutationFn: (attendees: TAttendeeInput[]) => updateMeetingAttendees(getSupabaseBrowserClient(), minutesId, attendees),
    success: meetingMinutesMessages.attendeesUpdated,
    failure: meetingMinutesMessages.updateAttendeesError,
    ...common,
  });
}

export function useDeleteMeetingMinutes() {
  return useAdminMutation({
    mutationFn: (minutes: { id: string; attachment_url: string | null }) => deleteMeetingMinutes(getSupabaseBrowserClient(), minutes),
    success: meetingMinutesMessages.deleted,
    failure: meetingMinutesMessages.deleteError,
    ...common,
  });
}

/** Asks for a fresh signed link at each click and lets the browser download it. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: ({ path, filename }: { path: string; filename: string }) => getAttachmentDownloadUrl(getSupabaseBrowserClient(), path, filename),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => showFailure(meetingMinutesMessages.downloadError, error),
  });
}
