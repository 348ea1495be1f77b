import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { SEEDED_USER_PASSWORD, type SeededUser } from '../seed/users';
import type { TestStack } from './stack';

/** A supabase-js client signed in through Auth as the user, as the app's server sees a session. */
export async function signedIn(stack: TestStack, user: SeededUser): Promise<TypedSupabaseClient> {
  const client = stack.client() as TypedSupabaseClient;
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: SEEDED_USER_PASSWORD });
  if (error) throw error;
  return client;
}
