import { NextResponse, type NextRequest } from 'next/server';
import { publicEnv } from '@/lib/env';
import { cachedPathOf, isBlogSearch } from '@/lib/public-cache-paths';
import { isRenderedPerRequest, withContentSecurityPolicy } from '@/lib/security-headers';
import { refreshSession } from '@/lib/supabase/middleware';

/** A public page reads no session: the request goes on as it is, with the policy's headers. */
const forward = (request: NextRequest) => Promise.resolve(NextResponse.next({ request }));

export function middleware(request: NextRequest) {
  // A public list's every address but a blog search is served from its cached path, with that
  // page's own policy (src/lib/public-cache-paths.ts says why the bare address too).
  const cachedPath = cachedPathOf(request.nextUrl);
  if (cachedPath) return NextResponse.rewrite(new URL(cachedPath, request.url));
  // The blog search is rendered per request: a nonce policy like the portals', but no session.
  if (isBlogSearch(request.nextUrl)) return withContentSecurityPolicy(request, forward, publicEnv.supabaseUrl);
  if (!isRenderedPerRequest(request.nextUrl.pathname)) return NextResponse.next();
  return withContentSecurityPolicy(request, refreshSession, publicEnv.supabaseUrl);
}

export const config = {
  // Only where a session is read: the portals, the sign-in pages and /api. Public pages need none;
  // refreshing it there would cost a round trip to Auth per visit and may set a cookie on a cached
  // page. /matches and /blog come here to be rewritten onto their cached paths, or, for a blog
  // search, to get its nonce policy.
  matcher: ['/admin/:path*', '/coaches/:path*', '/betting/:path*', '/api/:path*', '/login', '/reset-password', '/set-password', '/blocked', '/error', '/matches', '/blog'],
};
