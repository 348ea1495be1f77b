import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { WHOLE_CLUB } from './messages';
import type { TAnnouncementForm } from './schema';

export interface AnnouncementSummary {
  id: string;
  categoryName: string | null;
  subject: string;
  body: string;
  includeStaff: boolean;
  createdAt: string;
  authorName: string;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
}

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface AnnouncementRecipient {
  email: string;
  status: DeliveryStatus;
  sentAt: string | null;
}

/** How many announcements the history shows: a season's worth for a category. */
const HISTORY_LIMIT = 50;

/** The RPCs' category argument: left out for the whole club. */
const categoryArgument = (audience: string): { p_category_id?: string } => (audience === WHOLE_CLUB ? {} : { p_category_id: audience });

/** The newest announcements the caller may read (RLS: admins all, a coach their categories'), narrowed to `categoryIds`. */
export async function listAnnouncements(client: TypedSupabaseClient, categoryIds: string[] | 'all'): Promise<AnnouncementSummary[]> {
  let query = client
    .from('announcement_overview')
    .select('id, category_name, subject, body, include_staff, created_at, author_name, recipient_count, sent_count, failed_count')
    .order('created_at', { ascending: false })
    .limit(HISTORY_LIMIT);
  if (categoryIds !== 'all') query = query.in('category_id', categoryIds);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((row) => ({
    id: row.id ?? '',
    categoryName: row.category_name,
    subject: row.subject ?? '',
    body: row.body ?? '',
    includeStaff: row.include_staff ?? false,
    createdAt: row.created_at ?? '',
    authorName: row.author_name ?? '',
    recipientCount: row.recipient_count ?? 0,
    sentCount: row.sent_count ?? 0,
    failedCount: row.failed_count ?? 0,
  }));
}

const toStatus = (status: string): DeliveryStatus => (status === 'sent' || status === 'failed' ? status : 'pending');

export async function listAnnouncementRecipients(client: TypedSupabaseClient, announcementId: string): Promise<AnnouncementRecipient[]> {
  const { data, error } = await client
    .from('announcement_recipients')
    .select('email, status, sent_at')
    .eq('announcement_id', announcementId)
    .order('email');
  if (error) throw error;
  return data.map((row) => ({ email: row.email, status: toStatus(row.status), sentAt: row.sent_at }));
}

/** The accounts an announcement to this audience would reach now, for the confirmation. */
export async function countAnnouncementRecipients(client: TypedSupabaseClient, audience: string, includeStaff: boolean): Promise<number> {
  const { data, error } = await client.rpc('count_announcement_recipients', { p_include_staff: includeStaff, ...categoryArgument(audience) });
  if (error) throw error;
  return data;
}

/**
 * Records the announcement and its recipients; the mail job sends it in the background. `id` is
 * made once per form, so the mutation's retry records it once. Returns the number of recipients.
 */
export async function sendAnnouncement(client: TypedSupabaseClient, id: string, form: TAnnouncementForm): Promise<number> {
  const { data, error } = await client.rpc('send_announcement', {
    p_id: id,
    p_subject: form.subject,
    p_body: form.body,
    p_include_staff: form.includeStaff,
    ...categoryArgument(form.audience),
  });
  if (error) throw error;
  return data;
}
