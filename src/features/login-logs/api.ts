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
