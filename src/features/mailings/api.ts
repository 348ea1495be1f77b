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
