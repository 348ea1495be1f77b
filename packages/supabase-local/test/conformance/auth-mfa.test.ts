import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// GoTrue's TOTP multi-factor authentication through supabase-js `auth.mfa`: enrolment, challenge
// and verification (30 s steps, one step of skew, challenges valid 5 minutes), the `aal`/`amr`
// claims a verified factor adds to the session, and the admin's factor list and delete.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

let counter = 0;
async function signedInUser() {
  counter += 1;
  const email = `mfa${counter}@test.local`;
  const { data } = await stack.client(stack.serviceRoleKey).auth.admin.createUser({ email, password: 'heslo123', email_confirm: true });
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'heslo123' });
  expect(error).toBeNull();
  return { client, email, userId: data.user?.id as string };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

const codeAt = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp, algorithm: 'SHA1', digits: 6, period: 30 });

async function enrolled(client: Client, friendlyName = 'Telefon') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  if (!data || data.type !== 'totp') throw new Error('no TOTP factor');
  return data;
}

/** A user with a verified factor, signed in again at aal1 (as on the next sign-in). */
async function userWithVerifiedFactor() {
  const user = await signedInUser();
  const factor = await enrolled(user.client);
  expect((await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
  const client = stack.client();
  expect((await client.auth.signInWithPassword({ email: user.email, password: 'heslo123' })).error).toBeNull();
  return { ...user, client, factor };
}

async function accessClaims(client: Client) {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session?.access_token ?? '');
}

describe('enrolling a TOTP factor', () => {
  it('answers the factor with a QR code, the secret and the otpauth URI; the factor is unverified until a code is verified', async () => {
    const { client, email } = await signedInUser();
    const factor = await enrolled(client, 'Můj telefon');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Můj telefon' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    // auth-js does not encode the SVG: a '#' would cut the data URI short in an <img>.
    expect(factor.totp.qr_code).not.toMatch(/[#%]/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/localhost:3000:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: factor.totp.secret, issuer: 'localhost:3000', algorithm: 'SHA1', digits: '6', period: '30' });

    const { data } = await client.auth.mfa.listFactors();
    expect(data?.all).toEqual([expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Můj telefon' })]);
    expect(data?.totp).toEqual([]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('two factors with the same name (or both unnamed) are mfa_factor_name_conflict', async () => {
    const { client } = await signedInUser();
    await client.auth.mfa.enroll({ factorType: 'totp' });
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name "" for this user already exists' });
  });

  it('phone factors are off, as on a project that has not enabled them', async () => {
    const { client } = await signedInUser();
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+420777123456' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('verifying a code', () => {
  it('a valid code verifies the factor and answers a new session at aal2 with totp before password in amr', async () => {
    const { client } = await signedInUser();
    const before = (await client.auth.getSession()).data.session;
    const factor = await enrolled(client);
    const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) });
    expect(error).toBeNull();
    expect(data?.refresh_token).not.toBe(before?.refresh_token);
    const claims = decodeJwt(data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(decodeJwt(before?.access_token ?? '').session_id);
    expect((claims.amr as { method: string; timestamp: number }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);

    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    // SQL sees the level through auth.jwt(), so RLS can require it.
    expect((await client.rpc('my_aal')).data).toBe('aal2');
  });

  it('a wrong code is mfa_verification_failed and leaves the session at aal1', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const wrong = String((Number(codeAt(factor.totp.secret)) + 1) % 1_000_000).padStart(6, '0');
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: wrong });
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect((await accessClaims(client)).aal).toBe('aal1');
    expect((await client.rpc('my_aal')).data).toBe('aal1');
  });

  it('accepts the code of the previous 30 s step, not of the one before', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const old = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret, Date.now() - 90_000) });
    expect(old.error).toMatchObject({ code: 'mfa_verification_failed' });
    const previous = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret, Date.now() - 30_000) });
    expect(previous.error).toBeNull();
  });

  it('a challenge answers its expiry, five minutes on; an older one is mfa_challenge_expired', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge).toMatchObject({ type: 'totp' });
    expect(Math.abs((challenge?.expires_at ?? 0) - (Date.now() / 1000 + 300))).toBeLessThan(5);
    await stack.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [challenge?.id]);
    const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge?.id ?? '', code: codeAt(factor.totp.secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired', message: `MFA challenge ${challenge?.id} has expired, verify against another challenge or create a new challenge.` });
  });

  it('a challenge answers once', async () => {
    const { client } = await signedInUser();
    const factor = await enrolled(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const code = codeAt(factor.totp.secret);
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge?.id ?? '', code })).error).toBeNull();
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge?.id ?? '', code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('an unknown factor is mfa_factor_not_found', async () => {
    const { client } = await signedInUser();
    const { error } = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
  });
});

describe('a user with a verified factor', () => {
  it('signs in at aal1 with aal2 next; the refresh after verifying keeps aal2', async () => {
    const { client, factor } = await userWithVerifiedFactor();
    expect((await accessClaims(client)).aal).toBe('aal1');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [expect.objectContaining({ method: 'password' })] });
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
  });

  it('at aal1 may neither unenrol the verified factor nor enrol another', async () => {
    const { client, factor } = await userWithVerifiedFactor();
    const unenrolled = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrolled.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const another = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Druhý' });
    expect(another.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
  });

  it('at aal2 unenrols it: the answer is its id, the factor is gone and the session is aal1 again', async () => {
    const { client, factor } = await userWithVerifiedFactor();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('verifying ends the user\'s other sessions that are still aal1', async () => {
    const { client, email, factor } = await userWithVerifiedFactor();
    const other = stack.client();
    await other.auth.signInWithPassword({ email, password: 'heslo123' });
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
    // The session is gone, and its refresh tokens with it.
    const { error } = await other.auth.refreshSession();
    expect(error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('admin factor API', () => {
  it('lists a user\'s factors and deletes one; the user\'s aal2 session drops to aal1', async () => {
    const { client, userId, factor } = await userWithVerifiedFactor();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error).toBeNull();
    const admin = stack.client(stack.serviceRoleKey).auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'verified', friendly_name: 'Telefon' })]);
    expect(listed.data?.factors[0]).not.toHaveProperty('secret');

    const deleted = await admin.deleteFactor({ userId, id: factor.id });
    expect(deleted.error).toBeNull();
    // auth-js wraps the deleted factor once more.
    expect(deleted.data).toMatchObject({ data: { id: factor.id, factor_type: 'totp', status: 'verified' } });
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('an unknown factor is 404 mfa_factor_not_found; a user token is not_admin', async () => {
    const { client, userId } = await signedInUser();
    const admin = stack.client(stack.serviceRoleKey).auth.admin.mfa;
    const missing = await admin.deleteFactor({ userId, id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const response = await fetch(`${stack.url}/auth/v1/admin/users/${userId}/factors`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});

describe('rate limits', () => {
  it('challenges per IP are GoTrue\'s 15 a minute with a burst of 30: the 31st in a row is 429', async () => {
    const limited = await startTestStack({ authRateLimits: { mfaPerMinute: 15 } });
    try {
      const admin = limited.client(limited.serviceRoleKey).auth.admin;
      await admin.createUser({ email: 'rychly@test.local', password: 'heslo123', email_confirm: true });
      const client = limited.client();
      await client.auth.signInWithPassword({ email: 'rychly@test.local', password: 'heslo123' });
      const factor = await enrolled(client);
      for (let attempt = 0; attempt < 30; attempt += 1) expect((await client.auth.mfa.challenge({ factorId: factor.id })).error).toBeNull();
      const { error } = await client.auth.mfa.challenge({ factorId: factor.id });
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    } finally {
      await limited.stop();
    }
  });
});
