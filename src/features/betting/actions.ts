'use server';

import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ZBettingLoginInput } from './schema';

/**
 * Spec §7: bettingLogin(email, password) → {success}. Wrong or missing credentials answer
 * `{success: false}` (the form warns); anything unexpected throws (the form's danger toast).
 * The session cookies are set on this response.
 */
export async function bettingLogin(email: string, password: string): Promise<{ success: boolean }> {
  const parsed = ZBettingLoginInput.safeParse({ email, password });
  if (!parsed.success) return { success: false };
  const supabase = await getSupabaseServerClient();
  const { error } = await supabase.auth.signInWithPassword(parsed.data);
  if (error) {
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return { success: false };
    throw new Error(error.message);
  }
  return { success: true };
}

/** Spec §7: the betting logout action; ends the session (its cookies) on the server. */
export async function bettingLogout(): Promise<{ success: boolean }> {
  const supabase = await getSupabaseServerClient();
  const { error } = await supabase.auth.signOut();
  if (error) throw new Error(error.message);
  return { success: true };
}
