import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { countAnnouncementRecipients, listAnnouncementRecipients, listAnnouncements } from './api';
import { announcementKeys } from './keys';

/** While any recipient is still pending, the history looks again this often, so the progress moves. */
const PROGRESS_REFRESH_MS = 5_000;

export const announcementListOptions = (loadClient: SupabaseClientLoader, categoryIds: string[] | 'all') =>
  queryOptions({
    queryKey: announcementKeys.list(categoryIds),
    queryFn: async () => listAnnouncements(await loadClient(), categoryIds),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.sentCount + item.failedCount < item.recipientCount) ? PROGRESS_REFRESH_MS : false,
  });

export const announcementRecipientsOptions = (loadClient: SupabaseClientLoader, announcementId: string) =>
  queryOptions({
    queryKey: announcementKeys.recipients(announcementId),
    queryFn: async () => listAnnouncementRecipients(await loadClient(), announcementId),
  });

export const announcementRecipientCountOptions = (loadClient: SupabaseClientLoader, audience: string, includeStaff: boolean) =>
  queryOptions({
    queryKey: announcementKeys.count(audience, includeStaff),
    queryFn: async () => countAnnouncementRecipients(await loadClient(), audience, includeStaff),
  });
