import 'server-only';
import type { User } from '@supabase/supabase-js';
import { cache } from 'react';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { getUserAccess } from './api';
import type { ResolvedAccess } from './roles';

export interface CurrentSession {
  user: User;
  access: ResolvedAccess;
  /** Whether the second factor is in (aal2) or the password alone (aal1). */
  assurance: 'aal1' | 'aal2';
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
  // Read from the session's own token: no request to Auth.
  const assurance = (await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel === 'aal2' ? 'aal2' : 'aal1';
  // An account with a verified factor is signed in only once its code is in: a password-only
  // (aal1) session is sent back to the sign-in, which asks for the code.
  if (assurance === 'aal1' && data.user.factors?.some((factor) => factor.status === 'verified')) return null;
  return { user: data.user, access: await getUserAccess(supabase, data.user.id), assurance };
});
