import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const admin = () => stack.client(stack.serviceRoleKey).auth.admin;

describe('password sign-in and sign-up', () => {
  it('a user seeded with pgcrypto crypt() and empty token columns signs in', async () => {
    const { data, error } = await stack.client().auth.signInWithPassword({ email: 'seeded@test.local', password: 'seeded-pw' });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user?.email).toBe('seeded@test.local');
  });

  it('the access token carries GoTrue\'s claim set', async () => {
    const { data } = await stack.client().auth.signInWithPassword({ email: 'seeded@test.local', password: 'seeded-pw' });
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(Object.keys(claims).sort()).toEqual(
      ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat', 'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort(),
    );
    expect(claims).toMatchObject({ sub: '55555555-5555-4555-8555-555555555555', role: 'authenticated', aud: 'authenticated', aal: 'aal1', is_anonymous: false });
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
  });

  it('a wrong password and an unknown e-mail are both 400 invalid_credentials', async () => {
    for (const credentials of [{ email: 'seeded@test.local', password: 'x' }, { email: 'nobody@test.local', password: 'x' }]) {
      const { error } = await stack.client().auth.signInWithPassword(credentials);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('e-mails are compared case-insensitively', async () => {
    const { error } = await stack.client().auth.signInWithPassword({ email: 'SEEDED@test.local', password: 'seeded-pw' });
    expect(error).toBeNull();
  });

  it('an unconfirmed user gets 400 email_not_confirmed', async () => {
    await admin().createUser({ email: 'unconfirmed@test.local', password: 'heslo123' });
    const { error } = await stack.client().auth.signInWithPassword({ email: 'unconfirmed@test.local', password: 'heslo123' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('a banned user is refused before the password is checked: 400 user_banned', async () => {
    const { data } = await admin().createUser({ email: 'banned@test.local', password: 'heslo123', email_confirm: true, ban_duration: '24h' });
    expect(data.user?.banned_until).toBeTruthy();
    const { error } = await stack.client().auth.signInWithPassword({ email: 'banned@test.local', password: 'wrong' });
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
  });

  it('sign-up returns a session (autoconfirm) and fires the auth.users trigger', async () => {
    const { data, error } = await stack.client().auth.signUp({ email: 'new@test.local', password: 'heslo123', options: { data: { full_name: 'Nová Hráčka' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Nová Hráčka' });
    const { rows } = await stack.db.query('select full_name from public.auth_profiles where id = $1', [data.user?.id]);
    expect(rows).toEqual([{ full_name: 'Nová Hráčka' }]);
  });

  it('signing up an existing e-mail is 422 user_already_exists; a short password 422 weak_password', async () => {
    const existing = await stack.client().auth.signUp({ email: 'seeded@test.local', password: 'heslo123' });
    expect(existing.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    const weak = await stack.client().auth.signUp({ email: 'weak@test.local', password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((await stack.db.query(`select id from auth.users where email = 'weak@test.local'`)).rows).toEqual([]);
  });

  it('health and settings answer as GoTrue', async () => {
    const health = await fetch(`${stack.url}/auth/v1/health`);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
  });

  it('an unknown grant type is 400', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=magic`, { method: 'POST', headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' }, body: '{}' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});
