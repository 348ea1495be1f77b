import { fetchJson } from '@/lib/api/fetch-json';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { AttendanceRecord } from './attendance-history';
import { type TAvailabilityAnswer, type TInviteMemberAccount, toAvailabilityAnswer } from './schema';
import type { EventAnswer, MemberAccount, MyAvailabilityRow } from './types';

const accountsPath = (memberId: string) => `/api/members/${encodeURIComponent(memberId)}/accounts`;

export async function fetchMemberAccounts(memberId: string): Promise<MemberAccount[]> {
  return (await fetchJson<{ data: MemberAccount[] }>(accountsPath(memberId))).data;
}

export async function inviteMemberAccount(memberId: string, input: TInviteMemberAccount): Promise<{ invited: boolean }> {
  return (
    await fetchJson<{ data: { invited: boolean } }>(accountsPath(memberId), { method: 'POST', body: JSON.stringify(input) })
  ).data;
}

export async function resendMemberInvite(memberId: string, userId: string): Promise<void> {
  await fetchJson(`${accountsPath(memberId)}/${encodeURIComponent(userId)}/invite`, { method: 'POST' });
}

export async function unlinkMemberAccount(memberId: string, userId: string): Promise<void> {
  await fetchJson(`${accountsPath(memberId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** The signed-in account's members' next trainings and matches (four weeks), each with its answer. */
export async function getMyAvailability(client: TypedSupabaseClient): Promise<MyAvailabilityRow[]> {
  const { data, error } = await client.rpc('get_my_availability', { p_days: 28 });
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    event_type: row.event_type === 'match' ? 'match' : 'training',
    answer: toAvailabilityAnswer(row.answer),
    effective_answer: toAvailabilityAnswer(row.effective_answer),
  }));
}

export interface AvailabilityInput {
  memberId: string;
  eventType: 'training' | 'match';
  eventId: string;
  answer: TAvailabilityAnswer;
  note: string | null;
}

/** One answer; the database refuses it after the category's lock, for a cancelled event or another member. */
export async function setAvailability(client: TypedSupabaseClient, input: AvailabilityInput): Promise<void> {
  const { error } = await client.rpc('set_availability', {
    p_member_id: input.memberId,
    p_event_type: input.eventType,
    p_event_id: input.eventId,
    p_answer: input.answer,
    p_note: input.note ?? '',
  });
  if (error) throw error;
}

/** Whether the signed-in account answers for any member (the member portal's guard). */
export async function hasMemberLinks(client: TypedSupabaseClient, userId: string): Promise<boolean> {
  const { count, error } = await client
    .from('member_accounts')
    .select('member_id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return (count ?? 0) > 0;
}

/** The linked members' attendance records of the active season, newest first. */
export async function getMyAttendance(client: TypedSupabaseClient): Promise<AttendanceRecord[]> {
  const { data, error } = await client.rpc('get_my_attendance');
  if (error) throw error;
  return data;
}

export interface EventCounts {
  event_type: string;
  event_id: string;
  title: string;
  starts_at: string;
  is_cancelled: boolean;
  yes_count: number;
  no_count: number;
  maybe_count: number;
  unanswered_count: number;
  default_yes_count: number;
  unanswered_names: string[];
}

/** The category's events of the next two weeks with their answer counts (staff of the category). */
export async function getAvailabilityCounts(client: TypedSupabaseClient, categoryId: string): Promise<EventCounts[]> {
  const { data, error } = await client.rpc('get_availability_counts', { p_category_id: categoryId, p_days: 14 });
  if (error) throw error;
  return data;
}

/**
 * One event's answers, one row per member of its category who still plays (staff of the
 * category); an opt-out training's silent members come as 'yes' with isDefault.
 */
export async function getEventAvailability(
  client: TypedSupabaseClient,
  eventType: 'training' | 'match',
  eventId: string,
): Promise<EventAnswer[]> {
  const { data, error } = await client.rpc('get_event_availability', { p_event_type: eventType, p_event_id: eventId });
  if (error) throw error;
  return data.map((row) => ({
    memberId: row.member_id,
    answer: toAvailabilityAnswer(row.effective_answer),
    note: row.note,
    isDefault: row.is_default,
  }));
}

export interface CategoryAvailabilitySettings {
  lockHours: number;
  trainingsAttendingByDefault: boolean;
}

/** The defaults a category has until its coach saves its own (the database's column defaults). */
export const DEFAULT_AVAILABILITY_SETTINGS: CategoryAvailabilitySettings = { lockHours: 2, trainingsAttendingByDefault: false };

/** A category's lock and opt-out rule (its staff and its members' accounts read them). */
export async function getCategoryAvailabilitySettings(
  client: TypedSupabaseClient,
  categoryId: string,
): Promise<CategoryAvailabilitySettings> {
  const { data, error } = await client
    .from('category_availability_settings')
    .select('lock_hours, trainings_attending_by_default')
    .eq('category_id', categoryId)
    .maybeSingle();
  if (error) throw error;
  return data
    ? { lockHours: data.lock_hours, trainingsAttendingByDefault: data.trainings_attending_by_default }
    : DEFAULT_AVAILABILITY_SETTINGS;
}

/** RLS: only an admin or the category's coach writes them. */
export async function saveCategoryAvailabilitySettings(
  client: TypedSupabaseClient,
  categoryId: string,
  settings: CategoryAvailabilitySettings,
): Promise<void> {
  const { error } = await client
    .from('category_availability_settings')
    .upsert(
      {
        category_id: categoryId,
        lock_hours: settings.lockHours,
        trainings_attending_by_default: settings.trainingsAttendingByDefault,
      },
      { onConflict: 'category_id' },
    );
  if (error) throw error;
}

/** When the signed-in account's calendar link was made (null: none yet); the token itself is never stored. */
export async function getMyCalendarFeed(client: TypedSupabaseClient): Promise<{ createdAt: string } | null> {
  const { data, error } = await client.from('calendar_feeds').select('created_at').maybeSingle();
  if (error) throw error;
  return data ? { createdAt: data.created_at } : null;
}

/** A new private token for the account's calendar feed; the previous one stops working. */
export async function renewCalendarFeed(client: TypedSupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('renew_calendar_feed');
  if (error) throw error;
  return data;
}

/** The feed's address a calendar app subscribes to. */
export const calendarFeedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}`;
