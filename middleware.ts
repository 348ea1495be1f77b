import { NextResponse, type NextRequest } from 'next/server';
import { isServerActionRequest, refuseMalformedServerAction } from '@/lib/api/server-action-guard';
import { publicEnv } from '@/lib/env';
import { isBlogSearch } from '@/lib/public-cache-paths';
import { isRenderedPerRequest, withContentSecurityPolicy } from '@/lib/security-headers';
import { refreshSession } from '@/lib/supabase/middleware';

/** A public page reads no session: the request goes on as it is, with the policy's headers. */
const forward = (request: NextRequest) => Promise.resolve(NextResponse.next({ request }));

export async function middleware(request: NextRequest) {
  if (isServerActionRequest(request)) {
    const refusal = await refuseMalformedServerAction(request);
    if (refusal) return refusal;
  }
  // The blog search is rendered per request: a nonce policy like the portals', but no session.
  if (isBlogSearch(request.nextUrl)) return withContentSecurityPolicy(request, forward, publicEnv.supabaseUrl);
  if (!isRenderedPerRequest(request.nextUrl.pathname)) return NextResponse.next();
  return withContentSecurityPolicy(request, (forwarded) => refreshSession(forwarded, publicEnv), publicEnv.supabaseUrl);
}

export const config = {
  // Only where a session is read: the portals, the sign-in pages and /api. Public pages need none;
  // refreshing it there would cost a round trip to Auth per visit and may set a cookie on a cached
  // page. A blog search comes here for its nonce policy; the other forms of /blog and /matches are
  // next.config's rewrites onto cached paths (src/lib/public-cache-paths.ts).
  matcher: [
    '/admin/:path*',
    '/coaches/:path*',
    '/betting/:path*',
    '/clen/:path*',
    '/api/:path*',
    '/login',
    '/reset-password',
    '/set-password',
    '/blocked',
    '/error',
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    // A server action may be posted to any page, public ones too: each is checked before Next's
    // action handler sees it (src/lib/api/server-action-guard.ts).
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
