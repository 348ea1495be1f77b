import type { Metadata } from 'next';
import { NotFoundNotice, notFoundTexts, SITE_NOT_FOUND_LINKS } from '@/components/not-found-notice';
import { PublicFrame } from './(public)/public-frame';

export const metadata: Metadata = { title: notFoundTexts.title };

/**
 * Any address the app has no page for: the Czech notice in the site's header and footer. Next
 * loads the root not-found's client components with every route of the app (the portals' first
 * load included), so this one has none: the header without the menu (the notice's links lead on)
 * and no theme script. A public page's notFound() is answered by (public)/not-found.tsx, in the
 * whole frame; the portals answer their unknown addresses inside the portal.
 */
export default function NotFound() {
  return (
    <PublicFrame hasMenu={false}>
      <NotFoundNotice links={SITE_NOT_FOUND_LINKS} />
    </PublicFrame>
  );
}
