import 'server-only';
import type { User } from '@supabase/supabase-js';
import { cache } from 'react';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { getUserAccess } from './api';
import type { ResolvedAccess } from './roles';

export interface CurrentSession {
  user: User;
  access: ResolvedAccess;
}

/**
 * The signed-in user and their access, checked against Auth (getUser, not the cookie alone),
 * once per request. Every protected layout, page, handler and action calls this itself:
 * middleware is never the only gate.
 */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  const supabase = await getSupabaseServerClient();
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) return null;
  // An account with a verified factor is signed in only once its code is in: a password-only
  // (aal1) session is sent back to the sign-in, which asks for the code.
  if (data.user.factors?.some((factor) => factor.status === 'verified')) {
    const assurance = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (assurance.data?.currentLevel !== 'aal2') return null;
  }
  return { user: data.user, access: await getUserAccess(supabase, data.user.id) };
});
