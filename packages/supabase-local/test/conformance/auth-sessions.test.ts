import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.client(stack.serviceRoleKey).auth.admin.createUser({ email: 'pavel@test.local', password: 'heslo123', email_confirm: true, user_metadata: { full_name: 'Pavel', team: 'A' } });
});
afterAll(async () => {
  await stack.stop();
});

async function signIn() {
  const client = stack.client();
  const { data, error } = await client.auth.signInWithPassword({ email: 'pavel@test.local', password: 'heslo123' });
  expect(error).toBeNull();
  return { client, session: data.session };
}

const refresh = (token: string) =>
  fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: token }),
  });

describe('sessions, refresh and logout', () => {
  it('getUser returns the signed-in user', async () => {
    const { client } = await signIn();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe('pavel@test.local');
  });

  it('a refresh rotates the token; the old one reused within 10 s gets the current one', async () => {
    const { session } = await signIn();
    const first = await refresh(session?.refresh_token ?? '');
    const rotated = (await first.json()) as { refresh_token: string };
    expect(rotated.refresh_token).not.toBe(session?.refresh_token);
    const again = (await (await refresh(session?.refresh_token ?? '')).json()) as { refresh_token: string };
    expect(again.refresh_token).toBe(rotated.refresh_token);
  });

  it('an old token reused after the window is refresh_token_already_used and revokes the session', async () => {
    const { session } = await signIn();
    await refresh(session?.refresh_token ?? '');
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [session?.refresh_token]);
    const reused = await refresh(session?.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    const { rows } = await stack.db.query('select 1 from auth.sessions where id = (select session_id from auth.refresh_tokens where token = $1)', [session?.refresh_token]);
    expect(rows).toEqual([]);
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const response = await refresh('not-a-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('after logout /user answers 403 session_not_found and refresh fails', async () => {
    const { client, session } = await signIn();
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${session?.access_token}`, 'x-supabase-api-version': '2024-01-01' } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    expect((await refresh(session?.refresh_token ?? '')).status).toBe(400);
  });

  it('logout scope local ends only that session; others keep working', async () => {
    const first = await signIn();
    const second = await signIn();
    await first.client.auth.signOut({ scope: 'local' });
    expect((await second.client.auth.getUser()).error).toBeNull();
  });

  it('/user without a token is 401 no_authorization; with the anon key 403 bad_jwt', async () => {
    const none = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const anon = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, 'x-supabase-api-version': '2024-01-01' } });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('updateUser merges metadata shallowly and a null deletes a key', async () => {
    const { client } = await signIn();
    const { data } = await client.auth.updateUser({ data: { phone_label: 'mobil', team: null } });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Pavel', phone_label: 'mobil' });
    expect(data.user?.user_metadata).not.toHaveProperty('team');
  });

  it('a new password equal to the old one is 422 same_password; a short one 422 weak_password', async () => {
    const { client } = await signIn();
    expect((await client.auth.updateUser({ password: 'heslo123' })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: '12' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('a user may not set app_metadata: 403 not_admin', async () => {
    const { session } = await signIn();
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${session?.access_token}`, 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});
