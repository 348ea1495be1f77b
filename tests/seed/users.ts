import { randomUUID } from 'node:crypto';
import type { LocalStack } from '@club-app/supabase-local';
import { type JwtClaims, signJwt } from '@club-app/supabase-local/testing';

export type AppRole = 'admin' | 'head_coach' | 'coach' | 'member';

export interface SeededUser {
  id: string;
  email: string;
  /** Claims as Supabase Auth puts them in an access token. */
  claims: JwtClaims;
  /** A signed access token for REST calls. */
  accessToken: string;
}

/** Every seeded test user's password, for tests that sign in through Auth. */
export const SEEDED_USER_PASSWORD = 'heslo-123';

export interface SeedUserOptions {
  role?: AppRole;
  /** Category ids for coach and head_coach profiles. */
  categories?: string[];
  email?: string;
  fullName?: string;
}

/**
 * Creates an auth user (as seed.sql does: bcrypt via pgcrypto) and its profile row for the
 * role; `member` gets no user_profiles row, as a plain sign-up would.
 */
export async function seedUser(stack: Pick<LocalStack, 'db' | 'jwtSecret'>, options: SeedUserOptions = {}): Promise<SeededUser> {
  const id = randomUUID();
  const email = options.email ?? `${options.role ?? 'member'}-${id.slice(0, 8)}@test.local`;
  await stack.db.query(
    `insert into auth.users (instance_id, aud, role, id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
             extensions.crypt($4, extensions.gen_salt('bf')), now(), $3::jsonb, '{"provider":"email","providers":["email"]}'::jsonb)`,
    [id, email, JSON.stringify({ full_name: options.fullName ?? email }), SEEDED_USER_PASSWORD],
  );
  const role = options.role ?? 'member';
  if (role !== 'member') {
    await stack.db.query(
      `insert into public.user_profiles (user_id, role, assigned_categories) values ($1, $2, $3::uuid[])`,
      [id, role, `{${(options.categories ?? []).join(',')}}`],
    );
  }
  const now = Math.floor(Date.now() / 1000);
  const claims: JwtClaims = {
    sub: id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: options.fullName ?? email },
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
    iat: now,
    exp: now + 3600,
  };
  return { id, email, claims, accessToken: await signJwt(claims, stack.jwtSecret) };
}
