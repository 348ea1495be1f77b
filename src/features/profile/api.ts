import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { TProfileForm } from './schema';

/** The user's own profile fields live in their auth user_metadata. */
export async function updateProfile(client: TypedSupabaseClient, profile: TProfileForm): Promise<void> {
  const { error } = await client.auth.updateUser({ data: profile });
  if (error) throw error;
}
