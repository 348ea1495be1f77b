import type { NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce } from './security/content-security-policy.mjs';

/**
 * Security headers of every response. The Content-Security-Policy has two sources:
 * - routes rendered per request (below, and the public blog search, `isBlogSearch`) get a fresh
 *   nonce from the middleware, which Next puts on its own scripts while rendering and the areas'
 *   layouts on the theme script (RequestThemeScope);
 * - every other page is served from the full-route cache and gets a policy with the hashes of its
 *   inline scripts from the page cache handler (src/lib/security/page-cache-handler.mjs). The
 *   middleware adds none there: a second policy would have to be satisfied too and would block
 *   the cached page's scripts.
 */
export const PER_REQUEST_SCOPES = ['/admin', '/coaches', '/betting', '/clen', '/api', '/login', '/reset-password', '/set-password', '/error', '/blocked'];

export function isRenderedPerRequest(pathname: string): boolean {
  return PER_REQUEST_SCOPES.some((scope) => pathname === scope || pathname.startsWith(`${scope}/`));
}

/** Route handlers answer JSON or files: nothing in them may run, load or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The header that carries the nonce to server components (the theme script needs it). */
export const NONCE_HEADER = 'x-nonce';
const CSP_HEADER = 'content-security-policy';

/** Sensors and devices the club site never uses are refused to it and to anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers for every path, static assets included (next.config `headers`). */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  // For browsers that predate frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** Sent only over https (a TLS-terminating proxy says so): HSTS over http is ignored or wrong. */
export const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/**
 * Middleware step for a route rendered per request: a nonce policy on the request (Next reads the
 * nonce from it while rendering) and on the response.
 */
export async function withContentSecurityPolicy(
  request: NextRequest,
  next: (request: NextRequest) => Promise<NextResponse>,
  supabaseUrl: string,
): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const nonce = createNonce();
  const policy = isApi
    ? API_POLICY
    : contentSecurityPolicy({ supabaseUrl, scripts: { nonce }, isDev: process.env.NODE_ENV === 'development' });
  request.headers.set(CSP_HEADER, policy);
  request.headers.set(NONCE_HEADER, nonce);
  const response = await next(request);
  response.headers.set(CSP_HEADER, policy);
  return response;
}
