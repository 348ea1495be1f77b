import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { DEMO_ANON_KEY, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, DEMO_SERVICE_ROLE_KEY } from './config';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export class JwtError extends Error {
  constructor(
    /** PGRST301: undecodable or bad signature; PGRST303: claims invalid (expired). */
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
  ) {
    super(message);
  }
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

/** PostgREST's clock skew allowance, in seconds. */
const CLOCK_TOLERANCE = 30;

/**
 * Tokens already verified, with their claims. Clients send the same few tokens on every request,
 * and the HMAC through WebCrypto was the largest per-request cost of a REST read (CPU profile of
 * `npm run bench:stack`: 40 % of the busy time). The key includes the secret, so a token is only
 * trusted again under the secret that verified it; the oldest entries go first past the limit.
 */
const verifiedTokens = new Map<string, JwtClaims>();
const VERIFIED_TOKENS_LIMIT = 1000;

function hasExpired(claims: JwtClaims): boolean {
  return typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE;
}

/** Verifies HS256 as PostgREST does (aud is not checked on Supabase; 30 s clock skew). */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verifiedTokens.get(cacheKey);
  // Only expiry can change over time; an expired token is verified afresh to fail as it should.
  if (known && !hasExpired(known)) return { ...known };
  verifiedTokens.delete(cacheKey);
  let claims: JwtClaims;
  try {
    ({ payload: claims } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], clockTolerance: CLOCK_TOLERANCE }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) throw new JwtError('PGRST303', error.message);
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
  if (verifiedTokens.size >= VERIFIED_TOKENS_LIMIT) verifiedTokens.delete(verifiedTokens.keys().next().value ?? '');
  verifiedTokens.set(cacheKey, claims);
  return { ...claims };
}

/** Maps the opaque new-style keys to the JWT keys, as the hosted gateway does. */
export function normaliseApiKey(key: string): string {
  if (key === DEMO_PUBLISHABLE_KEY) return DEMO_ANON_KEY;
  if (key === DEMO_SECRET_KEY) return DEMO_SERVICE_ROLE_KEY;
  return key;
}

/**
 * The bearer token of a request: the `Authorization` header when present, else the apikey
 * (clients send the key itself as bearer when there is no session). Returns '' for an
 * explicitly empty bearer, which PostgREST refuses.
 */
export function bearerToken(headers: Record<string, string | undefined>): string | null {
  const authorization = headers['authorization'];
  if (authorization !== undefined) {
    const match = /^bearer\s*(.*)$/i.exec(authorization.trim());
    if (match) return normaliseApiKey((match[1] ?? '').trim());
  }
  const apikey = headers['apikey'];
  return apikey ? normaliseApiKey(apikey) : null;
}
