import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { StackRequest } from '../http/types';
import { bearerToken, secretKey } from '../jwt';
import { claimsForRole, type RequestContext } from '../request-context';
import { storageErrors } from './errors';

/** Who a Storage request runs as: the RLS context plus the owner new objects get. */
export interface Caller {
  context: RequestContext;
  /** JWT `sub`: stored in `owner_id`, and in `owner` when it is a uuid. */
  owner: string | null;
}

/**
 * Storage verifies the bearer itself (jose, no clock tolerance) and answers a bad or expired
 * token with "403" AccessDenied carrying the library's own text, e.g.
 * `"exp" claim timestamp check failed`.
 */
export async function resolveCaller(request: StackRequest, jwtSecret: string): Promise<Caller> {
  const token = bearerToken(request.headers) ?? '';
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(jwtSecret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  const { role, claims } = claimsForRole(payload);
  return {
    context: { role, claims, method: request.method, path: request.path, headers: request.headers },
    owner: typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null,
  };
}

export type SignedUrlScope = 'download' | 'upload';

export interface SignedUrlToken {
  url: string;
  scope: SignedUrlScope;
  owner?: string;
  upsert?: boolean;
  exp: number;
}

export async function signUrlToken(
  claims: { url: string; scope: SignedUrlScope; owner?: string; upsert?: boolean },
  expiresInSeconds: number,
  jwtSecret: string,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(expiresInSeconds)}s`)
    .sign(secretKey(jwtSecret));
}

/**
 * Signed URLs: a token that fails verification is "400" InvalidJWT with the library's text;
 * one made for another object or purpose is "400" InvalidSignature.
 */
export async function verifyUrlToken(
  token: string | null,
  expectedUrl: string,
  scope: SignedUrlScope,
  jwtSecret: string,
): Promise<SignedUrlToken> {
  if (!token) throw storageErrors.missingParameter('token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(jwtSecret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (payload['scope'] !== scope) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload['url'] !== expectedUrl) throw storageErrors.invalidSignature();
  return {
    url: expectedUrl,
    scope,
    owner: typeof payload['owner'] === 'string' ? payload['owner'] : undefined,
    upsert: payload['upsert'] === true,
    exp: typeof payload.exp === 'number' ? payload.exp : 0,
  };
}
