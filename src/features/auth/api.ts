import { isAuthApiError, type User } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { resolveAccess, toAppRole, type ResolvedAccess } from './roles';
import type { TLoginInput } from './schema';

/** Reads the user's profile and role rows (RLS lets a user read their own) and resolves access. */
export async function getUserAccess(client: TypedSupabaseClient, userId: string): Promise<ResolvedAccess> {
  const [profiles, roles] = await Promise.all([
    client.from('user_profiles').select('role, assigned_categories').eq('user_id', userId),
    client.from('user_roles').select('role').eq('user_id', userId),
  ]);
  if (profiles.error) throw profiles.error;
  if (roles.error) throw roles.error;
  return resolveAccess(
    profiles.data.map((row) => ({ role: toAppRole(row.role), assigned_categories: row.assigned_categories })),
    roles.data.flatMap((row) => (row.role === 'admin' || row.role === 'coach' ? [{ role: row.role }] : [])),
  );
}

/** Auth refused a request; `code` says why (invalid_credentials, user_banned, over_request_rate_limit …), when it says. */
export class AuthRefusedError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AuthRefusedError';
  }
}

/** Signs in with e-mail and password; a refusal throws AuthRefusedError carrying Auth's code. */
export async function signInWithPassword(client: TypedSupabaseClient, credentials: TLoginInput): Promise<User> {
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error) throw new AuthRefusedError(error.code, error.message);
  return data.user;
}

/** Sends the reset link (Auth answers the same whether the account exists: no enumeration). */
export async function sendPasswordResetLink(client: TypedSupabaseClient, email: string, redirectTo: string): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  // Only Auth's own answers carry a code; a network failure stays as it is for the toast.
  if (error) throw isAuthApiError(error) ? new AuthRefusedError(error.code, error.message) : error;
}

/**
 * Whether the link that opened the page gave this browser a session. A reset link carries a PKCE
 * code, which the browser client exchanges by itself while it initialises; getSession() waits for
 * that, so it must not be exchanged here again (the code is single-use). An invite link is made by
 * Auth's admin API without PKCE and arrives with the session in the URL's fragment, which the
 * PKCE client refuses to read: its tokens are set here. An unreadable session counts as none.
 */
export async function hasRecoverySession(client: TypedSupabaseClient, fragment = ''): Promise<boolean> {
  const linked = new URLSearchParams(fragment.replace(/^#/, ''));
  const accessToken = linked.get('access_token');
  const refreshToken = linked.get('refresh_token');
  if (accessToken && refreshToken) {
    const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    if (error) return false;
  }
  const { data, error } = await client.auth.getSession();
  return !error && data.session !== null;
}

export async function setNewPassword(client: TypedSupabaseClient, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export async function signOut(client: TypedSupabaseClient): Promise<void> {
  const { error } = await client.auth.signOut();
  if (error) throw error;
}
