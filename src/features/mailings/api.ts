import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { MAIL_KINDS, type MailKind } from './kinds';

export type MailPreferences = Record<MailKind, boolean>;

/** The signed-in account's switches; a kind without a row is on. */
export async function getMyMailPreferences(client: TypedSupabaseClient): Promise<MailPreferences> {
  const { data, error } = await client.from('mail_preferences').select('kind, enabled');
  if (error) throw error;
  const preferences = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, true])) as MailPreferences;
  for (const row of data) if ((MAIL_KINDS as readonly string[]).includes(row.kind)) preferences[row.kind as MailKind] = row.enabled;
  return preferences;
}

export async function setMyMailPreference(client: TypedSupabaseClient, kind: MailKind, enabled: boolean): Promise<void> {
  const { data: auth, error: authError } = await client.auth.getUser();
  if (authError || !auth.user) throw authError ?? new Error('Nepřihlášený uživatel');
  const { error } = await client.from('mail_preferences').upsert({ user_id: auth.user.id, kind, enabled }, { onConflict: 'user_id,kind' });
  if (error) throw error;
}

/** How many hours before the start a category's reminders go out. */
export interface ReminderHours {
  matchHours: number;
  trainingHours: number;
}

/** What a category has until its staff saves its own (the database's column defaults). */
export const DEFAULT_REMINDER_HOURS: ReminderHours = { matchHours: 48, trainingHours: 24 };

/** A category's reminder hours (RLS: its staff and admins read them). */
export async function getCategoryReminderHours(client: TypedSupabaseClient, categoryId: string): Promise<ReminderHours> {
  const { data, error } = await client
    .from('category_reminder_settings')
    .select('match_reminder_hours, training_reminder_hours')
    .eq('category_id', categoryId)
    .maybeSingle();
  if (error) throw error;
  return data ? { matchHours: data.match_reminder_hours, trainingHours: data.training_reminder_hours } : DEFAULT_REMINDER_HOURS;
}

/** RLS: only an admin or the category's coach writes them. */
export async function saveCategoryReminderHours(client: TypedSupabaseClient, categoryId: string, hours: ReminderHours): Promise<void> {
  const { error } = await client
    .from('category_reminder_settings')
    .upsert(
      { category_id: categoryId, match_reminder_hours: hours.matchHours, training_reminder_hours: hours.trainingHours },
      { onConflict: 'category_id' },
    );
  if (error) throw error;
}
