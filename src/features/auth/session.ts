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

/** The user id a session's access token names, read without verifying it (Auth does that). */
function tokenSubject(accessToken: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user and their access, checked against Auth (getUser, not the cookie alone),
 * once per request. Every protected layout, page, handler and action calls this itself:
 * middleware is never the only gate.
 *
 * The access rows are read while Auth checks the user, not after it: they are asked for the id
 * the cookie's token names, and RLS answers them for that token's user only. They count only
 * when Auth confirms that same user; otherwise they are read again for the user Auth returned.
 */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  const supabase = await getSupabaseServerClient();
  // Reads the cookie (the middleware has refreshed an expired token): no request to Auth.
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) return null;
  const claimedId = tokenSubject(token);
  const [{ data, error }, claimedAccess] = await Promise.all([
    // With the token given, getUser skips the client's session lock, which would otherwise hold
    // the access reads (each asks the client for its token) until Auth has answered.
    supabase.auth.getUser(token),
    claimedId ? getUserAccess(supabase, claimedId).catch(() => null) : null,
  ]);
  if (error || !data.user) return null;
  // Read from the session's own token: no request to Auth.
  const assurance = (await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel === 'aal2' ? 'aal2' : 'aal1';
  // An account with a verified factor is signed in only once its code is in: a password-only
  // (aal1) session is sent back to the sign-in, which asks for the code.
  if (assurance === 'aal1' && data.user.factors?.some((factor) => factor.status === 'verified')) return null;
  const access = claimedId === data.user.id && claimedAccess ? claimedAccess : await getUserAccess(supabase, data.user.id);
  return { user: data.user, access, assurance };
});
