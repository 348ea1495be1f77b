'use server';

import { holdsUnstorableText } from '@/lib/api/storable-text';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ZBettingLoginInput } from './schema';

/**
 * bettingLogin(email, password) → {success}. Wrong, missing or malformed credentials
 * (any value but two strings) answer `{success: false}` (the form warns); anything unexpected
 * throws (the form's danger toast).
 * The session cookies are set on this response.
 */
export async function bettingLogin(email: string, password: string): Promise<{ success: boolean }> {
  const parsed = ZBettingLoginInput.safeParse({ email, password });
  // Text Postgres cannot store (a NUL byte, a lone surrogate) is in no account; Auth would fail on it.
  if (!parsed.success || holdsUnstorableText(parsed.data)) return { success: false };
  const supabase = await getSupabaseServerClient();
  const { error } = await supabase.auth.signInWithPassword(parsed.data);
  if (error) {
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return { success: false };
    throw new Error(error.message);
  }
  return { success: true };
}

/** The betting logout action; ends the session (its cookies) on the server. */
export async function bettingLogout(): Promise<{ success: boolean }> {
  const supabase = await getSupabaseServerClient();
  const { error } = await supabase.auth.signOut();
  if (error) throw new Error(error.message);
  return { success: true };
}
