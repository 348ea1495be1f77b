import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../supabase/local/index';
import { signJwt, type JwtClaims } from '../../supabase/local/jwt';
import { createThrowawayDatabase } from '../../supabase/local/engine/postgres';
import type { ProfileName } from './profiles';
import { recordingFetch } from './storage-wire-code';

export interface TestStack extends LocalStack {
  /** A supabase-js client as the app uses it; key defaults to anon. */
  client(key?: string, accessToken?: string): SupabaseClient;
  /** Signs a token with the stack's secret (custom roles, expired tokens …). */
  sign(claims: JwtClaims): Promise<string>;
}

/**
 * A fresh stack on a copy of the profile's migrated database, on a free port, in memory.
 * Each test file starts its own, so files never share rows. Auth's rate limits are off (files
 * sign in many times in a row from one address) unless a test asks for them.
 */
export async function startTestStack(profile: ProfileName, options: Pick<LocalStackOptions, 'authRateLimits' | 'siteUrl' | 'port' | 'host'> = {}): Promise<TestStack> {
  // The conformance fixture is no club: its Auth sends GoTrue's default mails, the app's the project's templates.
  const stackOptions: LocalStackOptions = { port: 0, memory: true, authRateLimits: false, configFile: profile === 'conformance' ? null : undefined, ...options };
  const engine = inject('engine');
  const template = inject('templates')[profile];
  if (!template) throw new Error(`No template for profile ${profile}`);

  let dropDatabase: (() => Promise<void>) | null = null;
  let stack: LocalStack;
  if (engine === 'pglite') {
    stack = await startLocalStack({ ...stackOptions, template: new Blob([readFileSync(template)]) });
  } else {
    const database = await createThrowawayDatabase(
      process.env.DATABASE_URL as string,
      `stack_test_${randomUUID().replaceAll('-', '')}`,
      template,
    );
    dropDatabase = () => database.drop();
    stack = await startLocalStack({ ...stackOptions, databaseUrl: database.url, migrate: false });
  }

  return {
    ...stack,
    async stop() {
      await stack.stop();
      await dropDatabase?.();
    },
    client(key = stack.anonKey, accessToken) {
      return createClient(stack.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: {
          fetch: recordingFetch,
          ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
        },
      });
    },
    sign: (claims) => signJwt(claims, stack.jwtSecret),
  };
}
