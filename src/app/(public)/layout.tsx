import type { ReactNode } from 'react';
import { ThemeScope } from '@/components/providers/theme-scope';
import { PublicFrame } from './public-frame';

/**
 * Public pages live in the full-route cache (ISR): saves revalidate their tags at once, this is
 * only the backstop. The same five minutes as `cachedPublicRead` (a literal: Next reads it statically).
 */
export const revalidate = 300;

/**
 * The public site. Its theme script runs by its hash, listed in each cached page's own policy
 * (src/lib/security/page-cache-handler.mjs): reading the request's nonce here would render every
 * public page per request. The one page that is rendered so, the blog search, has its own layout.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeScope>
      <PublicFrame>{children}</PublicFrame>
    </ThemeScope>
  );
}
