import 'server-only';
import type { User } from '@supabase/supabase-js';
import { cache } from 'react';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { getUserAccess } from './api';
import { opensCoachPortal, type ResolvedAccess } from './roles';

export interface CurrentSession {
  user: User;
  access: ResolvedAccess;
  /** Whether the second factor is in (aal2) or the password alone (aal1). */
  assurance: 'aal1' | 'aal2';
}

/** What a session's access token says of its user (its id and assurance level), read without verifying it: Auth does that. */
function tokenClaims(accessToken: string): { sub: string | null; aal: unknown } {
  try {
    const payload: unknown = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return { sub: null, aal: null };
    const sub = 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : null;
    return { sub, aal: 'aal' in payload ? payload.aal : null };
  } catch {
    return { sub: null, aal: null };
  }
}

/** The session cookie's access token, as the middleware refreshed it: read without a request to Auth. */
const cookieAccessToken = cache(async (): Promise<string | null> => {
  const supabase = await getSupabaseServerClient();
  return (await supabase.auth.getSession()).data.session?.access_token ?? null;
});

/**
 * The id of the user the session cookie names, before Auth has confirmed it: for starting a
 * page's reads of that user's rows alongside getCurrentSession. RLS answers them for the token's
 * user only, and the page shows them only once getCurrentSession has accepted that same token.
 */
export const claimedUserId = async (): Promise<string | null> => {
  const token = await cookieAccessToken();
  return token ? tokenClaims(token).sub : null;
};

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
  const token = await cookieAccessToken();
  if (!token) return null;
  const claims = tokenClaims(token);
  const claimedId = claims.sub;
  const [{ data, error }, claimedAccess] = await Promise.all([
    // With the token given, getUser skips the client's session lock, which would otherwise hold
    // the access reads (each asks the client for its token) until Auth has answered.
    supabase.auth.getUser(token),
    claimedId ? getUserAccess(supabase, claimedId).catch(() => null) : null,
  ]);
  if (error || !data.user) return null;
  // The token Auth has just accepted says it (as getAuthenticatorAssuranceLevel reads it, which
  // would take the user from the cookie instead of Auth's answer).
  const assurance = claims.aal === 'aal2' ? 'aal2' : 'aal1';
  // An account with a verified factor is signed in only once its code is in: a password-only
  // (aal1) session is sent back to the sign-in, which asks for the code.
  if (assurance === 'aal1' && data.user.factors?.some((factor) => factor.status === 'verified')) return null;
  const access = claimedId === data.user.id && claimedAccess ? claimedAccess : await getUserAccess(supabase, data.user.id);
  return { user: data.user, access, assurance };
});

/** Whether this request's user may open the administration; the same single check as getCurrentSession. */
export const isAdminSession = async (): Promise<boolean> => (await getCurrentSession())?.access.hasAdminAccess === true;

/** What the coach portal works with for a signed-in coach or admin; null for anyone else. */
export interface CoachPortalScope {
  assigned: string[];
  isAdmin: boolean;
}

/** The coach portal's access check: the same single check as getCurrentSession. */
export const coachPortalScope = async (): Promise<CoachPortalScope | null> => {
  const session = await getCurrentSession();
  if (!session || !opensCoachPortal(session.access)) return null;
  return { assigned: session.access.assignedCategories, isAdmin: session.access.hasAdminAccess };
};
