import type { User } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { AdminUser } from '../types';

/** GoTrue's largest page; a club has a few dozen accounts, so this is one request in practice. */
const AUTH_PAGE_SIZE = 1000;

export function toAdminUser(user: User): AdminUser {
  const fullName: unknown = user.user_metadata.full_name;
  return {
    id: user.id,
    email: user.email ?? '',
    user_metadata: typeof fullName === 'string' ? { full_name: fullName } : {},
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
    banned_until: user.banned_until ?? null,
  };
}

/** Every auth user, through the Auth admin API (service role; the caller was checked first). */
export async function listAuthUsers(service: TypedSupabaseClient): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: AUTH_PAGE_SIZE });
    if (error) throw error;
    users.push(...data.users.map(toAdminUser));
    if (data.users.length < AUTH_PAGE_SIZE) break;
  }
  return users.sort((a, b) => a.email.localeCompare(b.email, 'cs'));
}
