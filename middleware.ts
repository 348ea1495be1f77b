import type { NextRequest } from 'next/server';
import { refreshSession } from '@/lib/supabase/middleware';

export function middleware(request: NextRequest) {
  return refreshSession(request);
}

export const config = {
  // Static assets and images need no session.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icons/|.*\\.(?:svg|png|jpg|jpeg|gif|webp|woff2?)$).*)'],
};
