import { NextResponse, type NextRequest } from 'next/server';
import { cachedPathOf, PATHS_WITH_QUERY_FORMS } from '@/lib/public-cache-paths';
import { refreshSession } from '@/lib/supabase/middleware';

export function proxy(request: NextRequest) {
  const cachedPath = cachedPathOf(request.nextUrl);
  if (cachedPath) return NextResponse.rewrite(new URL(cachedPath, request.url));
  if (PATHS_WITH_QUERY_FORMS.includes(request.nextUrl.pathname)) return NextResponse.next();
  return refreshSession(request);
}

export const config = {
  // Only where a session is read: the portals, the sign-in pages and /api. Public pages need none;
  // refreshing it there would cost a round trip to Auth per visit and may set a cookie on a cached
  // page. /matches and /blog come here only for their query forms (src/lib/public-cache-paths.ts).
  matcher: ['/admin/:path*', '/coaches/:path*', '/betting/:path*', '/api/:path*', '/login', '/reset-password', '/set-password', '/blocked', '/error', '/matches', '/blog'],
};
