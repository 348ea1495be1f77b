import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { AuthRefusedError } from './api';

/** Auth's refusals carry a code the forms turn into Czech; anything else stays as it is. */
function refused(error: (Error & { code?: string; status?: number }) | null): void {
  if (error) throw error.status !== undefined ? new AuthRefusedError(error.code, error.message) : error;
}

/** Signed in with the password only, while the account has a verified factor: the code is still owed. */
export async function needsSecondFactor(client: TypedSupabaseClient): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  refused(error);
  return data?.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

/** The user's verified TOTP factor, if any (the club uses one per account). */
export async function verifiedTotpFactorId(client: TypedSupabaseClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors();
  refused(error);
  return data?.totp[0]?.id ?? null;
}

/** Answers a fresh challenge with the code: the session becomes aal2. */
export async function verifyTotpCode(client: TypedSupabaseClient, factorId: string, code: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  refused(error);
}

export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URI. */
  qrCode: string;
  secret: string;
}

/**
 * Starts enrolling the authenticator app. An enrolment left unconfirmed earlier is removed first:
 * Auth refuses a second factor of the same name.
 */
export async function startTotpEnrolment(client: TypedSupabaseClient): Promise<TotpEnrolment> {
  const listed = await client.auth.mfa.listFactors();
  refused(listed.error);
  for (const factor of listed.data?.all ?? []) {
    if (factor.status === 'unverified') refused((await client.auth.mfa.unenroll({ factorId: factor.id })).error);
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Aplikace pro ověřování' });
  refused(error);
  if (!data) throw new Error('Auth answered no factor');
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * The user switches their own two-factor sign-in off. Auth removes a verified factor only for a
 * session signed in with its code (aal2), so a stolen password alone cannot; the refusal is
 * insufficient_aal. The session is refreshed after, so its token says aal1 as Auth now counts it.
 */
export async function removeOwnTotpFactor(client: TypedSupabaseClient, factorId: string): Promise<void> {
  refused((await client.auth.mfa.unenroll({ factorId })).error);
  refused((await client.auth.refreshSession()).error);
}
