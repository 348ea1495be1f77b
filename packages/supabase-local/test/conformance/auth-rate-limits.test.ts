import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS, NO_AUTH_RATE_LIMITS, rateLimitsFromEnv, TokenBuckets } from '../../src/auth/rate-limits';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * GoTrue's throttling: per-IP buckets on /token, the mail-sending endpoints and
 * /verify, a minimum interval between two mails to one address, and an hourly mail budget.
 * Small limits are set explicitly so a handful of requests reaches them.
 */
let limited: TestStack;
let unlimited: TestStack;
beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    startTestStack({
      authRateLimits: { tokenPer5Min: 3, otpPer5Min: 4, verifyPer5Min: 2, emailsPerHour: 2, emailFrequencySeconds: 60 },
    }),
    startTestStack(),
  ]);
  const admin = limited.client(limited.serviceRoleKey).auth.admin;
  for (const email of ['limit-a@test.local', 'limit-b@test.local', 'limit-c@test.local']) {
    await admin.createUser({ email, password: 'spravne-heslo', email_confirm: true });
  }
});
afterAll(async () => {
  await Promise.all([limited.stop(), unlimited.stop()]);
});

const RETRY_AFTER = /^[1-9]\d*$/;

describe('per-IP request limits', () => {
  it('password sign-ins beyond the budget are 429 over_request_rate_limit with Retry-After, even with the right password', async () => {
    const auth = limited.client().auth;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await auth.signInWithPassword({ email: 'limit-a@test.local', password: `spatne-${attempt}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const { error } = await auth.signInWithPassword({ email: 'limit-a@test.local', password: 'spravne-heslo' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    const raw = await fetch(`${limited.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: limited.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'limit-b@test.local', password: 'spravne-heslo' }),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toMatch(RETRY_AFTER);
    expect(raw.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(await raw.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('e-mail links are verified at most verifyPer5Min times per address', async () => {
    const verify = () => fetch(`${limited.url}/auth/v1/verify?token=neplatny&type=recovery`, { redirect: 'manual' });
    expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(303);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(RETRY_AFTER);
  });
});

describe('mail limits and the shared budget of recovery and sign-up', () => {
  it('a second reset mail to one address within a minute is 429 over_email_send_rate_limit, then the hourly budget and the per-IP budget stop the rest', async () => {
    const auth = limited.client().auth;
    expect((await auth.resetPasswordForEmail('limit-a@test.local')).error).toBeNull();

    const again = await auth.resetPasswordForEmail('limit-a@test.local');
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);

    // Another address: its first mail goes out and spends the second of two mails an hour.
    expect((await auth.resetPasswordForEmail('limit-b@test.local')).error).toBeNull();
    const overBudget = await auth.resetPasswordForEmail('limit-c@test.local');
    expect(overBudget.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(limited.mail.list().map((mail) => mail.to).sort()).toEqual(['limit-a@test.local', 'limit-b@test.local']);

    // Four requests spent this address's budget for recovery, magic links and sign-up alike.
    const signUp = await auth.signUp({ email: 'limit-new@test.local', password: 'nove-heslo' });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('turned off', () => {
  it('the test helpers\' stack answers forty wrong sign-ins in a row with 400, never 429', async () => {
    const auth = unlimited.client().auth;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { error } = await auth.signInWithPassword({ email: 'nikdo@test.local', password: 'cokoli' });
      expect(error?.status).toBe(400);
    }
  });
});

describe('token buckets', () => {
  it('hold at most 30 requests, refill at the limit per period, and say how long to wait', () => {
    const hourly = new TokenBuckets(3, 300);
    expect([0, 1, 2, 3].map(() => hourly.take('198.51.100.7', 0))).toEqual([0, 0, 0, 100]);
    expect(hourly.take('198.51.100.8', 0)).toBe(0);
    expect(hourly.take('198.51.100.7', 60_000)).toBe(40);
    expect(hourly.take('198.51.100.7', 100_000)).toBe(0);

    const token = new TokenBuckets(150, 300);
    const answers = Array.from({ length: 31 }, () => token.take('198.51.100.9', 0));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(30);
    expect(answers.at(-1)).toBe(2);
  });
});

describe('configuration', () => {
  it('defaults to GoTrue\'s limits, reads its variable names, and SUPABASE_LOCAL_AUTH_RATE_LIMITS=off turns all off', () => {
    expect(rateLimitsFromEnv({})).toEqual({ tokenPer5Min: 150, otpPer5Min: 30, verifyPer5Min: 30, emailsPerHour: 30, emailFrequencySeconds: 60, mfaPerMinute: 15 });
    expect(rateLimitsFromEnv({ SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off' })).toEqual(NO_AUTH_RATE_LIMITS);
    expect(rateLimitsFromEnv({ GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '1000', GOTRUE_SMTP_MAX_FREQUENCY: '1m30s' })).toEqual({
      ...DEFAULT_AUTH_RATE_LIMITS,
      tokenPer5Min: 1000,
      emailFrequencySeconds: 90,
    });
    expect(() => rateLimitsFromEnv({ GOTRUE_RATE_LIMIT_OTP: 'hodne' })).toThrow("GOTRUE_RATE_LIMIT_OTP must be a number of requests, got 'hodne'");
    expect(() => rateLimitsFromEnv({ GOTRUE_SMTP_MAX_FREQUENCY: '1d' })).toThrow('GOTRUE_SMTP_MAX_FREQUENCY must be a Go duration');
  });
});
