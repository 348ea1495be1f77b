import { parseGoDuration } from './go-duration';

/**
 * Supabase Auth's throttling (GoTrue `internal/api/apilimiter`): per-IP token buckets refilled at
 * N requests per 5 minutes with a burst of at most 30, one mail budget for the whole instance, and
 * a minimum interval between two mails of one kind to one address. A value of 0 turns that limit off.
 */
export interface AuthRateLimits {
  /** `/token` (password, refresh and PKCE grants) per IP per 5 minutes: GOTRUE_RATE_LIMIT_TOKEN_REFRESH. */
  tokenPer5Min: number;
  /** `/signup`, `/recover`, `/otp`, `/magiclink`, `/resend` and `PUT /user` per IP per 5 minutes: GOTRUE_RATE_LIMIT_OTP. */
  otpPer5Min: number;
  /** `/verify` per IP per 5 minutes: GOTRUE_RATE_LIMIT_VERIFY. */
  verifyPer5Min: number;
  /** Mails the instance sends per hour: GOTRUE_RATE_LIMIT_EMAIL_SENT. */
  emailsPerHour: number;
  /** Seconds before another mail of the same kind to the same address: GOTRUE_SMTP_MAX_FREQUENCY. */
  emailFrequencySeconds: number;
  /** MFA challenges, and verifications, per IP per minute: GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY. */
  mfaPerMinute: number;
}

/** GoTrue's own defaults (hosted projects with their own SMTP start from these). */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  tokenPer5Min: 150,
  otpPer5Min: 30,
  verifyPer5Min: 30,
  emailsPerHour: 30,
  emailFrequencySeconds: 60,
  mfaPerMinute: 15,
};

export const NO_AUTH_RATE_LIMITS: AuthRateLimits = { tokenPer5Min: 0, otpPer5Min: 0, verifyPer5Min: 0, emailsPerHour: 0, emailFrequencySeconds: 0, mfaPerMinute: 0 };

const ENV_NAMES: Record<Exclude<keyof AuthRateLimits, 'emailFrequencySeconds'>, string> = {
  tokenPer5Min: 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH',
  otpPer5Min: 'GOTRUE_RATE_LIMIT_OTP',
  verifyPer5Min: 'GOTRUE_RATE_LIMIT_VERIFY',
  emailsPerHour: 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
  mfaPerMinute: 'GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY',
};

/**
 * The limits an environment asks for: `SUPABASE_LOCAL_AUTH_RATE_LIMITS=off` turns all off (browser
 * tests sign in many times from one address); GoTrue's own variable names tune single limits.
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): AuthRateLimits {
  const base = env.SUPABASE_LOCAL_AUTH_RATE_LIMITS === 'off' ? NO_AUTH_RATE_LIMITS : DEFAULT_AUTH_RATE_LIMITS;
  const limits = { ...base };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof typeof ENV_NAMES, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of requests, got '${value}'`);
    limits[key] = number;
  }
  const frequency = env.GOTRUE_SMTP_MAX_FREQUENCY;
  if (frequency) {
    const milliseconds = parseGoDuration(frequency);
    if (milliseconds === null) throw new Error(`GOTRUE_SMTP_MAX_FREQUENCY must be a Go duration such as 60s, got '${frequency}'`);
    limits.emailFrequencySeconds = milliseconds / 1000;
  }
  return limits;
}

/** GoTrue's buckets never hold more than 30 requests; a smaller limit holds only itself. */
const MAX_BURST = 30;
/** Forgotten keys are pruned once the map holds this many (a full bucket carries no state). */
const PRUNE_AT = 10_000;

/**
 * Token buckets keyed by client address (or one key for the instance): each holds up to `burst`
 * requests and refills at `limit` per `periodSeconds`. `take` answers 0 when the request may go
 * on, otherwise the whole seconds until it could.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly burst: number;
  private readonly perMs: number;

  constructor(
    private readonly limit: number,
    periodSeconds: number,
    burst = Math.min(MAX_BURST, limit),
  ) {
    this.burst = burst;
    this.perMs = limit / (periodSeconds * 1000);
  }

  take(key: string, now = Date.now()): number {
    if (this.limit <= 0) return 0;
    if (this.buckets.size >= PRUNE_AT) this.prune(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    }
    this.buckets.set(key, { tokens, at: now });
    return Math.ceil((1 - tokens) / this.perMs / 1000);
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.burst) this.buckets.delete(key);
    }
  }
}

export type LimitedRoute = 'token' | 'otp' | 'verify' | 'mfaChallenge' | 'mfaVerify';

/** Which bucket a request draws from, as GoTrue's router attaches its limiters. */
export function limitedRoute(method: string, path: string): LimitedRoute | null {
  if (path === '/token' && method === 'POST') return 'token';
  if (path === '/verify' && (method === 'GET' || method === 'POST')) return 'verify';
  if (method === 'POST' && ['/signup', '/recover', '/otp', '/magiclink', '/resend'].includes(path)) return 'otp';
  if (path === '/user' && method === 'PUT') return 'otp';
  const factorAction = method === 'POST' ? /^\/factors\/[^/]+\/(challenge|verify)$/.exec(path)?.[1] : undefined;
  if (factorAction) return factorAction === 'challenge' ? 'mfaChallenge' : 'mfaVerify';
  return null;
}

export interface AuthLimiter {
  limits: AuthRateLimits;
  /** Seconds to wait before this address may call this route again; 0 when it may now. */
  requestWait(route: LimitedRoute, ip: string): number;
  /** Seconds to wait before the instance may send another mail; 0 when it may (and counts it). */
  mailWait(): number;
}

export function createAuthLimiter(limits: AuthRateLimits): AuthLimiter {
  const perRoute: Record<LimitedRoute, TokenBuckets> = {
    token: new TokenBuckets(limits.tokenPer5Min, 300),
    otp: new TokenBuckets(limits.otpPer5Min, 300),
    verify: new TokenBuckets(limits.verifyPer5Min, 300),
    // GoTrue refills these per minute but lets a burst of 30 through.
    mfaChallenge: new TokenBuckets(limits.mfaPerMinute, 60, MAX_BURST),
    mfaVerify: new TokenBuckets(limits.mfaPerMinute, 60, MAX_BURST),
  };
  // The hourly mail budget is spent at once if asked, as GoTrue's `ratelimit` counts it.
  const mails = new TokenBuckets(limits.emailsPerHour, 3600, limits.emailsPerHour);
  return {
    limits,
    requestWait: (route, ip) => perRoute[route].take(ip),
    mailWait: () => mails.take('instance'),
  };
}
