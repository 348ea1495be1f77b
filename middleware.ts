import type { NextRequest } from 'next/server';
import { publicEnv } from '@/lib/env';
import { withContentSecurityPolicy } from '@/lib/security-headers';
import { refreshSession } from '@/lib/supabase/middleware';

export function middleware(request: NextRequest) {
  return withContentSecurityPolicy(request, refreshSession, publicEnv.supabaseUrl);
}

export const config = {
  // Static assets and images need no session.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icons/|.*\\.(?:svg|png|jpg|jpeg|gif|webp|woff2?)$).*)'],
};
