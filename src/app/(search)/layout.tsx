import type { ReactNode } from 'react';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';
import { PublicFrame } from '../(public)/public-frame';

/**
 * The blog search (/blog?q=…), the public site's one page rendered per request, in the public
 * frame. It has a layout of its own because its theme script runs by the request's nonce, like the
 * portals' (the middleware sends the nonce policy): the shared public layout cannot read the nonce
 * without rendering every public page per request, and no hash can be listed for a page that is
 * never cached.
 */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return (
    <RequestThemeScope>
      <PublicFrame>{children}</PublicFrame>
    </RequestThemeScope>
  );
}
