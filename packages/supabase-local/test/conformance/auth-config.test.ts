import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSettingsFromEnv, DEFAULT_AUTH_SETTINGS } from '../../src/auth/settings';
import { startTestStack, type TestStack } from '../support/stack';

// GoTrue's configuration switches, read under its own environment names (hosted's defaults where
// unset), and the smaller GoTrue behaviours they govern: anonymous sign-ins, sign-up with and
// without autoconfirm, secure e-mail and password change with `reauthenticate`, password rules,
// the access token's lifetime, and the admin list's paging errors.
let plain: TestStack;
let strict: TestStack;
let closed: TestStack;
const STRONG = 'silneheslo42';
beforeAll(async () => {
  [plain, strict, closed] = await Promise.all([
    startTestStack(),
    startTestStack({
      authSettings: {
        anonymousUsers: true,
        mailerAutoconfirm: false,
        secureEmailChange: false,
        updatePasswordRequireReauthentication: true,
        passwordMinLength: 10,
        passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyz', '0123456789'],
        jwtExpiry: 600,
      },
    }),
    startTestStack({ authSettings: { disableSignup: true, anonymousUsers: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.stop(), strict.stop(), closed.stop()]);
});

async function confirmedUser(stack: TestStack, email: string, password: string) {
  await stack.client(stack.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  const client = stack.client();
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

describe('configuration under GoTrue\'s names', () => {
  it('unset variables give hosted\'s defaults (autoconfirm as `supabase start`)', () => {
    expect(authSettingsFromEnv({})).toEqual({
      disableSignup: false,
      anonymousUsers: false,
      mailerAutoconfirm: true,
      secureEmailChange: true,
      updatePasswordRequireReauthentication: false,
      passwordMinLength: 6,
      passwordRequiredCharacters: [],
      jwtExpiry: 3600,
    });
    expect(DEFAULT_AUTH_SETTINGS).toEqual(authSettingsFromEnv({}));
  });

  it('reads each switch as GoTrue parses it', () => {
    expect(
      authSettingsFromEnv({
        GOTRUE_DISABLE_SIGNUP: 'true',
        GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: '1',
        GOTRUE_MAILER_AUTOCONFIRM: 'false',
        GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'F',
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'TRUE',
        GOTRUE_PASSWORD_MIN_LENGTH: '12',
        GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abc:0123456789:!\\:?',
        GOTRUE_JWT_EXP: '900',
      }),
    ).toEqual({
      disableSignup: true,
      anonymousUsers: true,
      mailerAutoconfirm: false,
      secureEmailChange: false,
      updatePasswordRequireReauthentication: true,
      passwordMinLength: 12,
      passwordRequiredCharacters: ['abc', '0123456789', '!:?'],
      jwtExpiry: 900,
    });
    // GoTrue never allows fewer than 6 characters.
    expect(authSettingsFromEnv({ GOTRUE_PASSWORD_MIN_LENGTH: '4' }).passwordMinLength).toBe(6);
    expect(() => authSettingsFromEnv({ GOTRUE_DISABLE_SIGNUP: 'ano' })).toThrow("GOTRUE_DISABLE_SIGNUP must be true or false, got 'ano'");
  });

  it('GET /settings reports the switches', async () => {
    const settings = async (stack: TestStack): Promise<unknown> => (await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })).json();
    expect(await settings(plain)).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, external: { anonymous_users: false } });
    expect(await settings(strict)).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, external: { anonymous_users: true } });
    expect(await settings(closed)).toMatchObject({ disable_signup: true });
  });
});

describe('sign-up disabled', () => {
  it('refuses sign-up and anonymous sign-in with 422 signup_disabled; the admin still creates users', async () => {
    const { error } = await closed.client().auth.signUp({ email: 'novy@test.local', password: 'heslo123' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    expect((await closed.client().auth.signInAnonymously()).error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect((await closed.client(closed.serviceRoleKey).auth.admin.createUser({ email: 'novy@test.local', password: 'heslo123' })).error).toBeNull();
  });
});

describe('anonymous sign-ins', () => {
  it('are off by default: 422 anonymous_provider_disabled', async () => {
    const { error } = await plain.client().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('when on, sign in a user without address or identity, is_anonymous in the user and the token; MFA is refused to them', async () => {
    const client = strict.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { prezdivka: 'host' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', identities: [], user_metadata: { prezdivka: 'host' } });
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1' });
    expect((claims.amr as { method: string }[])[0]?.method).toBe('anonymous');
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toMatchObject({ status: 403, code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
  });
});

describe('sign-up without autoconfirm', () => {
  it('answers the unconfirmed user without a session and mails the confirmation; sign-in waits for it', async () => {
    const { data, error } = await strict.client().auth.signUp({ email: 'potvrdit@test.local', password: STRONG });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('potvrdit@test.local');
    expect(typeof data.user?.confirmation_sent_at).toBe('string');
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(strict.mail.latest('potvrdit@test.local')?.subject).toBe('Confirm your email address');
    const signIn = await strict.client().auth.signInWithPassword({ email: 'potvrdit@test.local', password: STRONG });
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('a confirmed address signing up again gets a made-up user, not an error', async () => {
    await strict.client(strict.serviceRoleKey).auth.admin.createUser({ email: 'existujici@test.local', password: STRONG, email_confirm: true });
    const { data: existing } = await strict.client(strict.serviceRoleKey).auth.admin.listUsers();
    const realId = existing.users.find((user) => user.email === 'existujici@test.local')?.id;
    const { data, error } = await strict.client().auth.signUp({ email: 'existujici@test.local', password: STRONG });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(realId);
    expect(data.user?.identities).toEqual([]);
  });
});

describe('password rules', () => {
  it('GOTRUE_PASSWORD_MIN_LENGTH and GOTRUE_PASSWORD_REQUIRED_CHARACTERS give every reason at once', async () => {
    const { error } = await strict.client().auth.signUp({ email: 'slabe@test.local', password: 'KRATKE' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 10 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.',
      reasons: ['length', 'characters'],
    });
    const admin = await strict.client(strict.serviceRoleKey).auth.admin.createUser({ email: 'slabe@test.local', password: 'dlouhebezcisel' });
    expect(admin.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });
  });
});

describe('access token lifetime', () => {
  it('GOTRUE_JWT_EXP sets expires_in and the token\'s exp', async () => {
    const client = await confirmedUser(strict, 'kratky@test.local', STRONG);
    const { data } = await client.auth.getSession();
    expect(data.session?.expires_in).toBe(600);
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });
});

describe('e-mail change without the secure setting', () => {
  it('mails only the new address, whose link alone switches the e-mail', async () => {
    const client = await confirmedUser(strict, 'stary@test.local', STRONG);
    expect((await client.auth.updateUser({ email: 'novy@test.local' })).error).toBeNull();
    expect(strict.mail.list('stary@test.local')).toEqual([]);
    const code = strict.mail.latest('novy@test.local')?.variables.Token ?? '';
    const { error } = await client.auth.verifyOtp({ email: 'novy@test.local', token: code, type: 'email_change' });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe('novy@test.local');
  });
});

describe('reauthenticate and secure password change', () => {
  it('reauthenticate mails a 6-digit nonce', async () => {
    const client = await confirmedUser(plain, 'overit@test.local', 'heslo123');
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const mail = plain.mail.latest('overit@test.local');
    expect(mail?.subject).toBe('Confirm reauthentication');
    expect(mail?.variables.Token).toMatch(/^\d{6}$/);
  });

  it('a session older than a day changes its password only with the nonce, which is used once', async () => {
    const client = await confirmedUser(strict, 'zmena@test.local', STRONG);
    const { data } = await client.auth.getSession();
    // A fresh sign-in may change it without a nonce, as in GoTrue.
    expect((await client.auth.updateUser({ password: 'noveheslo123' })).error).toBeNull();
    await strict.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [decodeJwt(data.session?.access_token ?? '').session_id]);
    const without = await client.auth.updateUser({ password: 'jineheslo123' });
    expect(without.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = strict.mail.latest('zmena@test.local')?.variables.Token ?? '';
    const wrong = await client.auth.updateUser({ password: 'jineheslo123', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
    expect((await client.auth.updateUser({ password: 'jineheslo123', nonce })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'tretiheslo123', nonce })).error).toMatchObject({ code: 'reauthentication_not_valid' });
    expect((await strict.client().auth.signInWithPassword({ email: 'zmena@test.local', password: 'jineheslo123' })).error).toBeNull();
  });
});

describe('admin user list paging', () => {
  it('a negative page is 400 validation_failed with Go\'s parse error', async () => {
    const { data, error } = await plain.client(plain.serviceRoleKey).auth.admin.listUsers({ page: -1 });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax' });
    expect(data.users).toEqual([]);
  });
});
