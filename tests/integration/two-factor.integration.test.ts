import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthRefusedError } from '@/features/auth/api';
import { authRefusalMessage } from '@/features/auth/auth-refusal';
import { needsSecondFactor, removeOwnTotpFactor, startTotpEnrolment, verifiedTotpFactorId, verifyTotpCode } from '@/features/auth/mfa';
import { handleDeleteUserFactor, handleGetUserFactors } from '@/features/users/server/handlers';
import type { AdminUserFactor } from '@/features/users/types';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser, type SeededUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Two-factor sign-in for staff against the local stack's Auth: enrolling the authenticator app,
 * the code a later sign-in owes, and the admin removing a lost phone's factor.
 */
let stack: TestStack;
let admin: SeededUser;
let member: SeededUser;

const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const request = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method });
const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin', fullName: 'Jana Správcová' });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

/** A coach who enrolled the app and confirmed it with a first code. */
async function coachWithFactor() {
  const coach = await seedUser(stack, { role: 'coach' });
  const client = await signedIn(stack, coach);
  const enrolment = await startTotpEnrolment(client);
  await verifyTotpCode(client, enrolment.factorId, codeOf(enrolment.secret));
  return { coach, enrolment };
}

describe('enrolling the authenticator app', () => {
  it('gives a QR code and the secret; the first code turns two-factor sign-in on', async () => {
    const client = await signedIn(stack, await seedUser(stack, { role: 'coach' }));
    const enrolment = await startTotpEnrolment(client);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await verifiedTotpFactorId(client)).toBeNull();
    await verifyTotpCode(client, enrolment.factorId, codeOf(enrolment.secret));
    expect(await verifiedTotpFactorId(client)).toBe(enrolment.factorId);
  });

  it('can be started again after an unfinished attempt', async () => {
    const client = await signedIn(stack, await seedUser(stack, { role: 'coach' }));
    const first = await startTotpEnrolment(client);
    const second = await startTotpEnrolment(client);
    expect(second.factorId).not.toBe(first.factorId);
    await verifyTotpCode(client, second.factorId, codeOf(second.secret));
    expect(await verifiedTotpFactorId(client)).toBe(second.factorId);
  });

  it('refuses a wrong code with Auth\'s mfa_verification_failed', async () => {
    const client = await signedIn(stack, await seedUser(stack, { role: 'coach' }));
    const enrolment = await startTotpEnrolment(client);
    const wrong = String((Number(codeOf(enrolment.secret)) + 1) % 1_000_000).padStart(6, '0');
    const failure = await verifyTotpCode(client, enrolment.factorId, wrong).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthRefusedError);
    expect((failure as AuthRefusedError).code).toBe('mfa_verification_failed');
  });
});

describe('signing in with a factor', () => {
  it('a password sign-in owes the code until it is verified', async () => {
    const { coach, enrolment } = await coachWithFactor();
    const client = await signedIn(stack, coach);
    expect(await needsSecondFactor(client)).toBe(true);
    const factorId = await verifiedTotpFactorId(client);
    expect(factorId).toBe(enrolment.factorId);
    await verifyTotpCode(client, factorId ?? '', codeOf(enrolment.secret));
    expect(await needsSecondFactor(client)).toBe(false);
  });

  it('an account without a factor owes nothing', async () => {
    expect(await needsSecondFactor(await signedIn(stack, member))).toBe(false);
  });
});

describe('switching one\'s own two-factor sign-in off', () => {
  it('is refused to a session signed in with the password alone, with the Czech reason; the factor stays', async () => {
    const { coach, enrolment } = await coachWithFactor();
    const passwordOnly = await signedIn(stack, coach);
    const failure = await removeOwnTotpFactor(passwordOnly, enrolment.factorId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthRefusedError);
    expect(authRefusalMessage((failure as AuthRefusedError).code)).toBe('Tuto změnu lze provést jen po přihlášení s ověřovacím kódem.');
    expect(await verifiedTotpFactorId(passwordOnly)).toBe(enrolment.factorId);
  });

  it('removes the factor of a session signed in with the code: the next sign-in owes no code', async () => {
    const { coach, enrolment } = await coachWithFactor();
    const client = await signedIn(stack, coach);
    await verifyTotpCode(client, enrolment.factorId, codeOf(enrolment.secret));
    await removeOwnTotpFactor(client, enrolment.factorId);
    expect(await verifiedTotpFactorId(client)).toBeNull();
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal1');
    expect(await needsSecondFactor(await signedIn(stack, coach))).toBe(false);
  });
});

describe('GET and DELETE /api/users/{id}/factors', () => {
  it('refuse anon (401) and a member or coach (403)', async () => {
    const { coach } = await coachWithFactor();
    const coachClient = await signedIn(stack, coach);
    for (const [caller, status] of [
      [stack.client() as TypedSupabaseClient, 401],
      [await signedIn(stack, member), 403],
      [coachClient, 403],
    ] as const) {
      expect((await handleGetUserFactors(request(`/api/users/${coach.id}/factors`), { caller, service }, { id: coach.id })).status).toBe(status);
    }
    const factorId = (await verifiedTotpFactorId(coachClient)) ?? '';
    const refused = await handleDeleteUserFactor(request(`/api/users/${coach.id}/factors/${factorId}`, 'DELETE'), { caller: coachClient, service }, { id: coach.id, factorId });
    expect(refused.status).toBe(403);
    expect(await verifiedTotpFactorId(coachClient)).toBe(factorId);
  });

  it('let an admin list a user\'s factors and remove one: the user then signs in with the password alone', async () => {
    const { coach, enrolment } = await coachWithFactor();
    const caller = await signedIn(stack, admin);
    const listed = await handleGetUserFactors(request(`/api/users/${coach.id}/factors`), { caller, service }, { id: coach.id });
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: AdminUserFactor[] };
    expect(data).toEqual([{ id: enrolment.factorId, friendly_name: 'Aplikace pro ověřování', factor_type: 'totp', status: 'verified', created_at: expect.any(String) as unknown }]);

    const removed = await handleDeleteUserFactor(request(`/api/users/${coach.id}/factors/${enrolment.factorId}`, 'DELETE'), { caller, service }, { id: coach.id, factorId: enrolment.factorId });
    expect(removed.status).toBe(200);
    expect(await needsSecondFactor(await signedIn(stack, coach))).toBe(false);
  });

  it.each([
    ['a malformed user id', 'x', '00000000-0000-4000-8000-000000000000', 400, 'Neplatné ID uživatele'],
    ['a malformed factor id', 'member', 'x', 400, 'Neplatné ID ověřovací metody'],
    ['an unknown factor', 'member', '00000000-0000-4000-8000-000000000000', 404, 'Ověřovací metoda nebyla nalezena'],
  ])('answer %s with its status and message', async (_case, user, factorId, status, message) => {
    const id = user === 'member' ? member.id : user;
    const response = await handleDeleteUserFactor(request(`/api/users/${id}/factors/${factorId}`, 'DELETE'), { caller: await signedIn(stack, admin), service }, { id, factorId });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
  });

  it('answer an unknown user with 404', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    const response = await handleGetUserFactors(request(`/api/users/${id}/factors`), { caller: await signedIn(stack, admin), service }, { id });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Uživatel nebyl nalezen' });
  });
});
