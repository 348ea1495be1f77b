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

/** Verifies HS256 as PostgREST does (aud is not checked on Supabase; 30 s clock skew). */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], clockTolerance: 30 });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) throw new JwtError('PGRST303', error.message);
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
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
