import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { TLoginLogInput } from './schema';

/** Stores one sign-in or sign-out event; the table is writable by the service role only. */
export async function createLoginLog(serviceClient: TypedSupabaseClient, entry: TLoginLogInput, ip: string | null): Promise<void> {
  const { error } = await serviceClient.from('login_logs').insert({
    email: entry.email,
    status: entry.status,
    action: entry.action,
    reason: entry.reason ?? null,
    user_agent: entry.userAgent ?? null,
    ip,
  });
  if (error) throw error;
}

export interface LoginLogEntry {
  id: string;
  email: string;
  status: 'success' | 'failed';
  action: 'login' | 'logout';
  reason: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

/** One page of login logs, newest first (RLS: admins read them), optionally of one e-mail. */
export async function listLoginLogs(caller: TypedSupabaseClient, { page, limit, email }: { page: number; limit: number; email: string | undefined }) {
  let logs = caller
    .from('login_logs')
    .select('id, email, status, action, reason, user_agent, ip, created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range((page - 1) * limit, page * limit - 1);
  if (email) logs = logs.eq('email', email);
  const { data, count, error } = await logs;
  // PostgREST answers a page past the end with 416 (PGRST103): that page is simply empty.
  if (error && error.code !== 'PGRST103') throw error;
  // The table's check constraints guarantee these values; narrow the generated strings.
  return { logs: (data ?? []) as LoginLogEntry[], total: count ?? 0 };
}
