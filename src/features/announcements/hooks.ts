'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { sendAnnouncement } from './api';
import { announcementKeys } from './keys';
import { announcementMessages } from './messages';
import { announcementListOptions, announcementRecipientCountOptions, announcementRecipientsOptions } from './queries';
import type { TAnnouncementForm } from './schema';

export function useAnnouncements(categoryIds: string[] | 'all') {
  return useQuery(announcementListOptions(loadSupabaseBrowserClient, categoryIds));
}

export function useAnnouncementRecipients(announcementId: string) {
  return useQuery(announcementRecipientsOptions(loadSupabaseBrowserClient, announcementId));
}

/** Asked only while the confirmation is open: the count is of the accounts linked right now. */
export function useAnnouncementRecipientCount(audience: string, includeStaff: boolean, enabled: boolean) {
  return useQuery({ ...announcementRecipientCountOptions(loadSupabaseBrowserClient, audience, includeStaff), enabled, staleTime: 0 });
}

export function useSendAnnouncement(onSent: () => void) {
  return useAdminMutation({
    mutationFn: async ({ id, form }: { id: string; form: TAnnouncementForm }) => sendAnnouncement(await loadSupabaseBrowserClient(), id, form),
    success: announcementMessages.sent,
    failure: announcementMessages.sendError,
    invalidates: [announcementKeys.all],
    onSuccess: onSent,
  });
}
