import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { SEEDED_USER_PASSWORD } from '../seed/users';
import type { TestStack } from './stack';

/**
 * A supabase-js client signed in through Auth, as the app's server sees a session: a seeded test
 * user (their shared password) or a demo user of the seed (its own password).
 */
export async function signedIn(stack: TestStack, user: { email: string; password?: string }): Promise<TypedSupabaseClient> {
  const client = stack.client() as TypedSupabaseClient;
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password ?? SEEDED_USER_PASSWORD });
  if (error) throw error;
  return client;
}
