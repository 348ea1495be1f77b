import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { memoryStorage } from '../support/memory-storage';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const admin = () => stack.client(stack.serviceRoleKey).auth.admin;

describe('admin API', () => {
  it('creating a user fires the auth.users trigger and returns the user', async () => {
    const { data, error } = await admin().createUser({ email: 'Trener@Test.local', password: 'heslo123', email_confirm: true, user_metadata: { full_name: 'Trenér' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('trener@test.local');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const { rows } = await stack.db.query('select full_name from public.auth_profiles where id = $1', [data.user?.id]);
    expect(rows).toEqual([{ full_name: 'Trenér' }]);
  });

  it('an existing e-mail is 422 email_exists', async () => {
    const { error } = await admin().createUser({ email: 'seeded@test.local', password: 'heslo123' });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('lists users with the total and next page as auth-js parses them', async () => {
    for (const n of [1, 2, 3]) await admin().createUser({ email: `page${n}@test.local`, password: 'heslo123' });
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ nextPage: 2 });
    expect((data as { total?: number }).total).toBeGreaterThanOrEqual(4);
  });

  it('a non-admin token is refused with 403 not_admin', async () => {
    const { error } = await stack.client().auth.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('bans with a Go duration and unbans with none; a bad duration is 400', async () => {
    const { data } = await admin().createUser({ email: 'ban@test.local', password: 'heslo123', email_confirm: true });
    const id = data.user?.id ?? '';
    await admin().updateUserById(id, { ban_duration: '1h30m' });
    expect((await stack.client().auth.signInWithPassword({ email: 'ban@test.local', password: 'heslo123' })).error?.code).toBe('user_banned');
    await admin().updateUserById(id, { ban_duration: 'none' });
    expect((await stack.client().auth.signInWithPassword({ email: 'ban@test.local', password: 'heslo123' })).error).toBeNull();
    const bad = await admin().updateUserById(id, { ban_duration: '2d' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('an unknown user is 404 user_not_found; deleting cascades to the profile', async () => {
    expect((await admin().getUserById('99999999-9999-4999-8999-999999999999')).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const { data } = await admin().createUser({ email: 'gone@test.local', password: 'heslo123' });
    expect((await admin().deleteUser(data.user?.id ?? '')).error).toBeNull();
    expect((await stack.db.query('select id from public.auth_profiles where id = $1', [data.user?.id])).rows).toEqual([]);
  });
});

describe('password recovery through the mail catcher', () => {
  it('PKCE: reset mail → verify link → code → session → new password → sign-in', async () => {
    await admin().createUser({ email: 'zapomnel@test.local', password: 'stare-heslo', email_confirm: true });
    const browser = createClient(stack.url, stack.anonKey, { auth: { flowType: 'pkce', storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false } });
    expect((await browser.auth.resetPasswordForEmail('zapomnel@test.local', { redirectTo: 'http://localhost:3000/set-password' })).error).toBeNull();
    const mail = stack.mail.latest('zapomnel@test.local');
    expect(mail?.variables.Token).toMatch(/^\d{6}$/);
    const verify = await fetch(mail?.variables.ConfirmationURL ?? '', { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/set-password');
    const exchanged = await browser.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'nove-heslo' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email: 'zapomnel@test.local', password: 'nove-heslo' })).error).toBeNull();
  });

  it('a recovery link works once; the second use redirects with otp_expired', async () => {
    await admin().createUser({ email: 'jednou@test.local', password: 'heslo123', email_confirm: true });
    await stack.client().auth.resetPasswordForEmail('jednou@test.local', { redirectTo: 'http://localhost:3000/set-password' });
    const link = stack.mail.latest('jednou@test.local')?.variables.ConfirmationURL ?? '';
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain('#access_token=');
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired');
  });

  it('recovery for an unknown e-mail answers 200 and sends nothing (no account enumeration)', async () => {
    const { error } = await stack.client().auth.resetPasswordForEmail('nikdo@test.local');
    expect(error).toBeNull();
    expect(stack.mail.latest('nikdo@test.local')).toBeUndefined();
  });

  it('the e-mailed 6-digit code verifies with verifyOtp', async () => {
    await admin().createUser({ email: 'kod@test.local', password: 'heslo123', email_confirm: true });
    await stack.client().auth.resetPasswordForEmail('kod@test.local');
    const code = stack.mail.latest('kod@test.local')?.variables.Token ?? '';
    const { data, error } = await stack.client().auth.verifyOtp({ email: 'kod@test.local', token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('kod@test.local');
  });

  it('a redirect to a foreign origin falls back to the site URL, by default the app\'s own origin', async () => {
    await admin().createUser({ email: 'redirect@test.local', password: 'heslo123', email_confirm: true });
    await stack.client().auth.resetPasswordForEmail('redirect@test.local', { redirectTo: 'https://evil.example/steal' });
    expect(stack.mail.latest('redirect@test.local')?.variables.RedirectTo).toBe('http://localhost:3000');
  });
});
